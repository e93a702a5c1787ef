import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Renders with a fresh query client that does not retry, so error states show at once. */
export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

type RouteAnswer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with answers by "METHOD /api/path" (query ignored); an unlisted call fails the test
 * with a 404 so a screen's unexpected request shows up.
 */
export function stubApi(routes: Record<string, RouteAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://takt.test');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!answer)
      return jsonResponse({ error: 'not stubbed', code: 'NOT_FOUND', details: [] }, 404, 'Not Found');
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const HEALTH = {
  status: 'ok',
  database: 'pglite',
  datasets: [],
  features: { custom_data: false },
} as const;
