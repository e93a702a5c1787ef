import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders/create', headers: asUser('unicode'), payload });

describe('text that cannot be stored is refused at the edge, naming its field', () => {
  it('a lone surrogate in a description is a 400 naming the field; nothing is written', async () => {
    // JSON's \ud800 escape reaches the server as a lone UTF-16 surrogate, which PostgreSQL cannot store.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: { ...asUser('unicode'), 'content-type': 'application/json' },
      payload: '{"order_id":"U-1","material":"STD-101","quantity":5,"material_description":"seal \\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain('material_description');
    const list = await t.app.inject({ method: 'GET', url: '/api/orders/U-1', headers: asUser('unicode') });
    expect(list.statusCode).toBe(404);
  });

  it('accents and emoji (surrogate pairs) are kept', async () => {
    const res = await create({
      order_id: 'U-2',
      material: 'STD-101',
      quantity: 5,
      material_description: 'Vedação ✓ 😀',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().material_description).toBe('Vedação ✓ 😀');
  });
});
