import type { FieldError } from '@takt/contract';
import { ErrorBody } from '@takt/contract';
import { acceptLanguage, storedAuthToken, storedUserId } from './browser-identity.ts';
import { isPlanWrite, notifyPlanChanged } from './plan-events.ts';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;

export const TIMEOUT_MESSAGE =
  'Request timed out. The server might be starting up (cold start), please try again.';
export const NETWORK_MESSAGE =
  'Network error: Unable to connect to the server. Please check your internet connection and try again.';

type ApiErrorKind = 'http' | 'timeout' | 'network' | 'contract';

/**
 * A failed call. `message` is the spec's text (enterprise-shell §8); `serverMessage`, `code`
 * and `details` carry what the server said, when it answered with an error body.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly code: string | null;
  readonly details: FieldError[];

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { status?: number; serverMessage?: string; code?: string; details?: FieldError[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status ?? null;
    this.serverMessage = extra.serverMessage ?? null;
    this.code = extra.code ?? null;
    this.details = extra.details ?? [];
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The spec's headers of every call: user id, JSON, Accept-Language and the optional bearer token. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-User-Id': storedUserId(),
    'Content-Type': 'application/json',
    'Accept-Language': acceptLanguage(),
  };
  const token = storedAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Turns a non-OK response into the spec's error, keeping what the server said. */
export async function httpError(response: Response): Promise<ApiError> {
  const message = `API error: ${response.status} ${response.statusText}`.trimEnd();
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON (a proxy's HTML page) still leaves the status line to report.
  }
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return new ApiError('http', message, { status: response.status });
  return new ApiError('http', message, {
    status: response.status,
    serverMessage: parsed.data.error,
    code: parsed.data.code,
    details: parsed.data.details,
  });
}

/** Sends one request with the spec's headers and 60 s timeout; resolves to the parsed JSON body. */
export async function requestJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  // The caller (React Query) may cancel too; either abort ends the request.
  options.signal?.addEventListener('abort', () => timeout.abort(), { once: true });

  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method: options.method ?? 'GET',
      headers: requestHeaders(),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: timeout.signal,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError('timeout', TIMEOUT_MESSAGE);
    if (options.signal?.aborted) throw cause;
    throw new ApiError('network', NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) throw await httpError(response);
  if (isPlanWrite(options.method ?? 'GET', path)) notifyPlanChanged();
  try {
    return await response.json();
  } catch {
    throw new ApiError('contract', 'The server sent a response that is not JSON.', {
      status: response.status,
    });
  }
}

/** The part of a contract (zod) schema the client needs. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** Like `requestJson`, then checks the body against the contract schema. */
export async function requestParsed<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const body = await requestJson(path, options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('contract', `The server's answer to ${path} does not match the contract.`);
  }
  return parsed.data;
}
