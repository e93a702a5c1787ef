import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client.ts';
import { shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it.each([
    ['a server error', new ApiError('http', 'API error: 503 Service Unavailable', { status: 503 }), true],
    ['a timeout', new ApiError('timeout', 'Request timed out.'), true],
    ['a network failure', new ApiError('network', 'Network error'), true],
    ['a refused request', new ApiError('http', 'API error: 404 Not Found', { status: 404 }), false],
  ])('retries %s once: %s', (_case, error, retriesFirst) => {
    expect(shouldRetry(0, error)).toBe(retriesFirst);
    expect(shouldRetry(1, error)).toBe(false);
  });
});
