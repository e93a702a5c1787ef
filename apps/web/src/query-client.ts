import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client.ts';
import { onPlanChanged } from './api/plan-events.ts';

/** A refused request (4xx) fails the same way again; anything else gets one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const isRefused = error instanceof ApiError && error.status !== null && error.status < 500;
  return !isRefused && failureCount < 1;
}

/**
 * Screens keep what they loaded for 30 s before reloading it, except figures of the released plan,
 * which are reloaded when the plan changes (Transfer to System, Apply, Undo).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
  onPlanChanged(() => void client.invalidateQueries({ queryKey: ['dashboard'] }));
  return client;
}
