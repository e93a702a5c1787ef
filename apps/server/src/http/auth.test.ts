import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';

const ISSUER = 'https://id.takt.test/';
let jwks: Server;
let t: TestApp;
let sign: (claims: {
  sub?: string;
  iss?: string;
  expiresIn?: string | null;
  issuedAt?: number;
}) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  sign = async ({ sub, iss = ISSUER, expiresIn = '5m', issuedAt }) => {
    const jwt = new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(iss)
      .setIssuedAt(issuedAt);
    if (sub) jwt.setSubject(sub);
    if (expiresIn !== null) jwt.setExpirationTime(expiresIn);
    return jwt.sign(privateKey);
  };
  t = await startTestApp({
    config: { auth: { issuer: ISSUER, jwksUrl: `http://127.0.0.1:${port}/jwks.json` } },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwks.close(resolve));
});

const createOrder = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers,
    payload: { order_id: 'J-1', material: 'STD-101', quantity: 1 },
  });

describe('bearer tokens when an issuer is configured (issue 2 §5)', () => {
  it("makes the token's subject the caller", async () => {
    const token = await sign({ sub: 'maria' });
    const res = await createOrder({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(health.json().datasets.map((d: { source: string }) => d.source)).toContain('playground');
  });

  it.each([
    ['an expired token', () => sign({ sub: 'maria', expiresIn: '-1m' })],
    ['a token from another issuer', () => sign({ sub: 'maria', iss: 'https://evil.test/' })],
    ['a token that is not a JWT', async () => 'not.a.jwt'],
  ])('answers 401 for %s', async (_, token) => {
    const res = await createOrder({ authorization: `Bearer ${await token()}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['a token without an expiry', () => sign({ sub: 'maria', expiresIn: null })],
    [
      'a token issued a year from now',
      () => sign({ sub: 'maria', issuedAt: Math.floor(Date.now() / 1000) + 365 * 86_400, expiresIn: '2y' }),
    ],
    ['a token without a subject', () => sign({})],
    ['a subject with a NUL (PostgreSQL cannot store it)', () => sign({ sub: 'maria\u0000' })],
    ['a subject with a line break', () => sign({ sub: 'maria\nadmin' })],
    ['a subject of 256 characters', () => sign({ sub: 'm'.repeat(256) })],
  ])('answers 401 for %s (issue 11)', async (_, token) => {
    const res = await createOrder({ authorization: `Bearer ${await token()}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', details: [] });
  });

  it('accepts a token issued a few seconds ahead of this clock (skew)', async () => {
    const token = await sign({ sub: 'skewed', issuedAt: Math.floor(Date.now() / 1000) + 30 });
    expect((await createOrder({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers 503 with a retry hint when the keys cannot be fetched, in the one error shape (issue 11)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await startTestApp({
      config: { auth: { issuer: ISSUER, jwksUrl: `http://127.0.0.1:${port}/jwks.json` } },
    });
    try {
      const token = await sign({ sub: 'maria' });
      const res = await offline.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ code: 'AUTH_UNAVAILABLE' });
      expect(typeof res.json().error).toBe('string');
    } finally {
      await offline.close();
    }
  });

  it('ignores X-User-Id: without a token the caller is anonymous and the default dataset read-only', async () => {
    const res = await createOrder({ 'x-user-id': 'maria' });
    expect(res.statusCode).toBe(403);
  });
});
