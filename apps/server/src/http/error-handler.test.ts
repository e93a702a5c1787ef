import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isLostConnection } from '../db/lost-connection.ts';
import { handleError } from './error-handler.ts';

/** Issue 11: a request the database connection dropped under answers 503 with a retry hint, never a bare 500. */
describe('a lost database connection', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ code: '08006', message: 'connection failure' }],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
    [new Error('Connection terminated unexpectedly')],
  ])('is recognised: %o', (error) => {
    expect(isLostConnection(error)).toBe(true);
  });

  it.each([[{ code: '23505', message: 'duplicate key' }], [new Error('boom')], [null]])(
    'a bug is not: %o',
    (error) => {
      expect(isLostConnection(error)).toBe(false);
    },
  );

  it('answers 503 with Retry-After in the one error shape, in the caller language', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.get('/lost', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    const response = await app.inject({
      method: 'GET',
      url: '/lost',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', details: [] });
    expect(response.json().error).toContain('5');
    await app.close();
  });
});
