import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { contactRateLimitPerHour: 3 } });
});
afterAll(() => t.close());

const request = {
  name: 'Ana Souza',
  email: 'ana@borrachas.example',
  company: 'Borrachas SA',
  message: 'Our own orders',
};

describe('POST /api/contact (planning-workspaces §7)', () => {
  it('stores a valid request in the database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: asUser('ana'),
      payload: request,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, request_id: expect.any(String) });
    const stored = await t.database.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('caller_key', '=', 'user:ana')
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Ana Souza', email: 'ana@borrachas.example', feature: 'custom_data' }),
    ]);
  });

  it('requires name and a valid email, naming both fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: ' ', email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.email', 'body.name']);
  });

  it('answers 429 past the per-caller limit, without affecting other callers', async () => {
    const send = (user: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', headers: asUser(user), payload: request });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send('bruno')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await send('clara')).statusCode).toBe(200);
  });
});
