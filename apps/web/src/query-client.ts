import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client.ts';

/** A refused request (4xx) fails the same way again; anything else gets one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const isRefused = error instanceof ApiError && error.status !== null && error.status < 500;
  return !isRefused && failureCount < 1;
}

/** Screens keep what they loaded for 30 s before reloading it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
