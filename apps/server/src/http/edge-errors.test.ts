import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { unstorableValue } from './database-errors.ts';
import { handleError } from './error-handler.ts';

/**
 * Issue 11, point 6: answers Fastify or Node's HTTP parser give before any route runs, and a value
 * the database refuses, come out in the one error shape `{ error, code, details }` too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('errors before any route runs keep the one shape', () => {
  it.each([
    ['a path that is not URL text', '/api/bom/%zz', 400, 'BAD_URL'],
    ['a broken UTF-8 escape in a path', '/api/schedule/runs/%E0%A4%A', 400, 'BAD_URL'],
    ['a path parameter past 100 characters', `/api/bom/${'x'.repeat(5000)}`, 414, 'URI_TOO_LONG'],
  ])('%s', async (_name, url, status, code) => {
    const res = await t.app.inject({ method: 'GET', url, headers: asUser('edge') });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, details: [{ field: 'url' }] });
    expect(typeof res.json().error).toBe('string');
  });

  it('answers headers past 16 KB with 431 in the shape, from a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({ code: 'HEADERS_TOO_LARGE', details: [] });
  });
});

describe('a value the database cannot hold is a 400, not a 500 (safety net behind the schemas)', () => {
  it.each([
    ['22003', 'integer out of range'],
    ['22008', 'timestamp out of range'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
  ])('SQLSTATE %s (%s)', async (code, message) => {
    expect(unstorableValue({ code, message })?.code).toBe('VALUE_OUT_OF_RANGE');
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/store', async () => {
      throw Object.assign(new Error(message), { code });
    });
    const res = await app.inject({ method: 'GET', url: '/store' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALUE_OUT_OF_RANGE', details: [] });
    await app.close();
  });

  it('leaves other database errors alone', () => {
    expect(unstorableValue({ code: '23503' })).toBeUndefined();
    expect(unstorableValue(new Error('boom'))).toBeUndefined();
  });
});
