import { describe, expect, it } from 'vitest';
import { weekShiftMs } from './seed.ts';

const WEEK = 7 * 86_400_000;

describe('moving the sample plant to today', () => {
  it.each([
    ['the anchor Monday itself', '2026-11-23T00:00:00Z', 0],
    ['the Thursday after: same week', '2026-11-26T09:00:00Z', 0],
    ['the Saturday before: the anchor Monday is nearer', '2026-11-21T09:00:00Z', 0],
    ['the Saturday after: next Monday is nearer', '2026-11-28T09:00:00Z', WEEK],
    ['a year later', '2027-11-24T09:00:00Z', 52 * WEEK],
    ['months earlier', '2026-09-01T09:00:00Z', -12 * WEEK],
  ])('on %s shifts by whole weeks', (_, now, expected) => {
    expect(weekShiftMs('2026-11-23', new Date(now))).toBe(expected);
  });
});
