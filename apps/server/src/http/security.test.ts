import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/** Issue 11: security headers and rate limits from the Fastify plugins; forwarding headers not trusted by default. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { limits: { writesPerMinute: 3, solvesPerMinute: 3 } } });
});
afterAll(() => t.close());

const createOrder = (headers: Record<string, string>, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers,
    payload: { order_id: id, material: 'STD-101', quantity: 1 },
  });

describe('security headers and rate limits (issue 11)', () => {
  it('sends a content security policy that forbids framing, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('limits writes per caller: past the limit 429 in the one error shape with Retry-After; others and reads go on', async () => {
    const ana = asUser('rl-ana');
    const codes = [];
    for (let k = 0; k < 4; k++) codes.push((await createOrder(ana, `RL-A${k}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await createOrder(ana, 'RL-A9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(typeof limited.json().error).toBe('string');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await createOrder(asUser('rl-bo'), 'RL-B0')).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: ana });
    expect(read.statusCode).toBe(200);
  });

  it('gives anonymous callers a third of the solves, and a rotated X-Forwarded-For does not reset the count', async () => {
    const solve = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { prompt: 'How much RM-778 do we have?', backend: 'offline' },
      });
    expect((await solve('10.0.0.1')).statusCode).toBe(200);
    const second = await solve('10.0.0.2');
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('RATE_LIMITED');
  });
});
