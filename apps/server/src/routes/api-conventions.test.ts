import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('API conventions (issue 2 §6)', () => {
  it('answers bad JSON with 400 INVALID_JSON in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: { ...asUser('alice'), 'content-type': 'application/json' },
      payload: '{"order_id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_JSON',
      error: expect.any(String),
      details: expect.any(Array),
    });
  });

  it('names every bad field: wrong type, missing field and unknown enum value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('alice'),
      payload: { order_id: 'X1', quantity: 'ten', priority: 'Whenever' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.quantity', 'body.material', 'body.priority']));
    for (const detail of body.details) expect(detail.message).toEqual(expect.any(String));
  });

  it('validates query strings too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/masterdata/orders?limit=0&source=elsewhere' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.limit', 'querystring.source']));
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x', email: 'a@b.co', message: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('BODY_TOO_LARGE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      error: 'No API endpoint GET /api/no/such/thing',
    });
  });

  it('speaks Portuguese when Accept-Language asks for pt-BR', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nada',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' },
    });
    expect(res.json().error).toBe('Não existe o endpoint GET /api/nada');
  });

  it('never sends a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/update',
      headers: asUser('alice'),
      payload: { order_id: 'A', version: 'x', changes: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/\bat .*\.ts:\d+/);
    expect(res.body).not.toContain('stack');
  });

  it('rejects a malformed X-User-Id naming the header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-user-id': 'bad id with spaces' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('headers.x-user-id');
  });

  it('serves an OpenAPI document generated from the schemas, and its reference page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/masterdata/import', '/api/contact']));
    expect(doc.json().paths['/api/contact'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('reports the database kind and dataset versions on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.datasets).toEqual([
      expect.objectContaining({ source: 'default', version: 1, seed_version: expect.any(String) }),
    ]);
    expect(body.features).toEqual({ custom_data: false });
  });
});

describe('validation messages in Portuguese', () => {
  it("translates Zod's own messages and keeps the ones a schema wrote", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'pt-BR' },
      payload: { name: '', email: 'a@b.co', company: 42 },
    });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(byField['body.name']).toBe('Name is required');
    expect(byField['body.company']).toMatch(/esperado|inválid/i);
    expect(res.json().error).toBe('A validação da requisição falhou');
  });
});
