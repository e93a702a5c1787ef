import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 14: every stock change is a movement row, and the balance is kept in step with them. After a
 * run of transfers in every direction, some refused, each balance is its opening figure plus what the
 * movements brought in minus what they took out, to the cent, and none is below zero.
 */
let t: TestApp;
const headers = asUser('lena');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOCATIONS = ['MAIN', 'PRODUCTION', 'QUARANTINE', 'SHIPPING'] as const;
const cents = (value: number) => Math.round(value * 100) / 100;

const onHandByLocation = async (itemId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/inventory/levels/${itemId}`, headers });
  const levels = res.json().levels as { location_id: string; on_hand: number; reserved: number }[];
  return new Map(levels.map((l) => [l.location_id, l]));
};

describe('balances kept in step with movements (issue 14)', () => {
  it('opening balance + movements in − movements out = balance, at every location', async () => {
    const itemId = 'RM-CBS';
    const opening = await onHandByLocation(itemId);
    // A fixed pseudo-random walk (the same every run): from, to and quantity in cents.
    let seed = 14;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const outcomes = { moved: 0, refused: 0 };
    for (let i = 0; i < 40; i++) {
      const from = LOCATIONS[Math.floor(next() * 4)]!;
      const to = LOCATIONS[(LOCATIONS.indexOf(from) + 1 + Math.floor(next() * 3)) % 4]!;
      const quantity = cents(0.01 + next() * 60);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inventory/transfer',
        headers,
        payload: { item_id: itemId, quantity, from_location: from, to_location: to },
      });
      expect([200, 409], res.body).toContain(res.statusCode);
      outcomes[res.statusCode === 200 ? 'moved' : 'refused'] += 1;
    }
    expect(outcomes.moved).toBeGreaterThan(5);
    expect(outcomes.refused).toBeGreaterThan(0);

    const movements = (
      await t.app.inject({
        method: 'GET',
        url: `/api/inventory/movements?item_id=${itemId}&limit=200`,
        headers,
      })
    ).json().movements as { from_location: string | null; to_location: string | null; quantity: number }[];
    expect(movements).toHaveLength(outcomes.moved);
    const now = await onHandByLocation(itemId);
    for (const location of LOCATIONS) {
      const moved = movements.reduce(
        (sum, m) =>
          sum +
          (m.to_location === location ? m.quantity : 0) -
          (m.from_location === location ? m.quantity : 0),
        0,
      );
      const expected = cents((opening.get(location)?.on_hand ?? 0) + moved);
      expect(now.get(location)?.on_hand ?? 0, location).toBe(expected);
      expect(expected).toBeGreaterThanOrEqual(0);
    }
  });
});
