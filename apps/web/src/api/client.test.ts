import { DashboardSummary } from '@takt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NETWORK_MESSAGE,
  REQUEST_TIMEOUT_MS,
  requestJson,
  requestParsed,
  TIMEOUT_MESSAGE,
} from './client.ts';

function jsonResponse(body: unknown, init: ResponseInit = { status: 200 }): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

function sentHeaders(): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request headers (enterprise-shell §7 shared conventions)', () => {
  it('generates a user id once, stores it and sends it as X-User-Id (assistant-and-gantt §6)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await requestJson('/health');
    await requestJson('/health');
    const stored = localStorage.getItem('userId');
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    for (const [, init] of fetchMock.mock.calls) {
      expect(((init?.headers ?? {}) as Record<string, string>)['X-User-Id']).toBe(stored);
    }
  });

  it('reuses the stored user id', async () => {
    localStorage.setItem('userId', 'planner-7');
    fetchMock.mockResolvedValue(jsonResponse({}));
    await requestJson('/health');
    expect(sentHeaders()['X-User-Id']).toBe('planner-7');
  });

  it.each([
    ['pt', 'pt-BR'],
    ['en', 'en-US'],
    [null, 'en-US'],
  ])('sends Accept-Language %s -> %s', async (language, expected) => {
    if (language) localStorage.setItem('language', language);
    fetchMock.mockResolvedValue(jsonResponse({}));
    await requestJson('/health');
    expect(sentHeaders()['Accept-Language']).toBe(expected);
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('sends the bearer token only when one is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await requestJson('/health');
    expect(sentHeaders().Authorization).toBeUndefined();

    fetchMock.mockClear();
    localStorage.setItem('auth_token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse({}));
    await requestJson('/health');
    expect(sentHeaders().Authorization).toBe('Bearer abc.def.ghi');
  });

  it('builds the URL under /api with the query and sends a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await requestJson('/contact', {
      method: 'POST',
      body: { name: 'Ana' },
      query: { source: 'custom', x: undefined },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact?source=custom');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Ana"}');
  });
});

describe('error catalogue (enterprise-shell §8)', () => {
  it("reports a non-OK answer as 'API error: {status} {statusText}' and keeps the server's error and details", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: 'Email must be a valid address',
          code: 'VALIDATION',
          details: [{ field: 'email', message: 'bad' }],
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const error = await requestJson('/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('API error: 400 Bad Request');
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Email must be a valid address');
    expect(apiError.code).toBe('VALIDATION');
    expect(apiError.details).toEqual([{ field: 'email', message: 'bad' }]);
  });

  it('reports a non-OK answer without a JSON body by its status line alone', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await requestJson('/health').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('API error: 502 Bad Gateway');
    expect(error.serverMessage).toBeNull();
    expect(error.details).toEqual([]);
  });

  it('reports a connection failure with the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestJson('/health')).rejects.toThrow(NETWORK_MESSAGE);
  });

  it('gives up after 60 seconds with the cold-start message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = requestJson('/dashboard').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });

  it("passes on the caller's own cancellation unchanged", async () => {
    const caller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = requestJson('/dashboard', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('contract checks', () => {
  const summary = {
    source: 'playground',
    as_of: '2026-11-21T08:00:00Z',
    open_orders: 41,
    late_orders: 6,
    low_stock_items: 9,
    overloaded_work_centers: 2,
    overloaded: [{ work_center: 'PRS-03', week_start: '2026-11-23', utilization: 1.18 }],
    horizon_weeks: 4,
    time_zone: 'America/Sao_Paulo',
  };

  it('returns the parsed body when it matches the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(summary));
    await expect(requestParsed('/dashboard', DashboardSummary)).resolves.toEqual(summary);
  });

  it('rejects a body that does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...summary, open_orders: 'many' }));
    const error = (await requestParsed('/dashboard', DashboardSummary).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('contract');
  });
});
