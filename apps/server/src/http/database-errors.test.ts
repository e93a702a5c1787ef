import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { retryOnConflict } from '../db/scope.ts';
import { AppError } from '../errors.ts';
import { uniqueViolation } from './database-errors.ts';
import { handleError } from './error-handler.ts';

/** Issue 11, point 3: what PostgreSQL says when two writes collide becomes a 409 or a retry, never a 500. */
describe('a unique key stored first by another request', () => {
  it('answers 409 ALREADY_EXISTS naming the id and its field, without the dataset', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.post('/create', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "boms_pkey"'), {
        code: '23505',
        detail: 'Key (dataset_id, product_id)=(3f2a, TWIN-1) already exists.',
      });
    });
    const response = await app.inject({ method: 'POST', url: '/create', payload: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      details: [{ field: 'body.product_id', message: 'TWIN-1 already exists' }],
    });
    expect(response.json().error).toContain('TWIN-1');
    await app.close();
  });

  it('still answers 409 when the detail cannot be read', () => {
    expect(uniqueViolation({ code: '23505', message: 'duplicate key' })?.status).toBe(409);
    expect(uniqueViolation({ code: '23503', message: 'foreign key' })).toBeUndefined();
    expect(uniqueViolation(null)).toBeUndefined();
  });
});

describe('a write rolled back by a deadlock or a serialization failure', () => {
  const conflict = (code: string) => Object.assign(new Error('could not serialize access'), { code });

  it('is run again, and its result returned once it gets through', async () => {
    let attempts = 0;
    const result = await retryOnConflict(async () => {
      attempts++;
      if (attempts < 3) throw conflict(attempts === 1 ? '40P01' : '40001');
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(attempts).toBe(3);
  });

  it('gives up after a few tries with 409 WRITE_CONFLICT', async () => {
    let attempts = 0;
    const outcome = retryOnConflict(async () => {
      attempts++;
      throw conflict('40001');
    });
    await expect(outcome).rejects.toBeInstanceOf(AppError);
    await expect(outcome).rejects.toMatchObject({ code: 'WRITE_CONFLICT' });
    expect(attempts).toBe(4);
  });

  it('other errors are not retried', async () => {
    let attempts = 0;
    await expect(
      retryOnConflict(async () => {
        attempts++;
        throw Object.assign(new Error('duplicate'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
