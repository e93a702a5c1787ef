import {
  API_BASE,
  ApiError,
  httpError,
  NETWORK_MESSAGE,
  REQUEST_TIMEOUT_MS,
  requestHeaders,
  TIMEOUT_MESSAGE,
} from './client.ts';

/** One Server-Sent Event: its name ('message' when the server names none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits the text received so far into complete events (each ends with a blank line) and the
 * unfinished rest, which the caller keeps until more text arrives. Comment lines are dropped.
 */
export function parseServerSentEvents(text: string): { events: ServerSentEvent[]; rest: string } {
  const normalized = text.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ServerSentEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

export interface EventStreamOptions {
  signal?: AbortSignal;
  /** The stream fails with the spec's timeout text when no byte arrives for this long. */
  idleTimeoutMs?: number;
  /** Called for each event; returning true ends the stream (the final event arrived). */
  onEvent: (event: ServerSentEvent) => boolean;
}

/**
 * Reads a Server-Sent Events stream with fetch, so that it carries the spec's headers (X-User-Id):
 * EventSource cannot send headers. Resolves when `onEvent` says the final event arrived.
 */
export async function readEventStream(path: string, options: EventStreamOptions): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armIdleTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.idleTimeoutMs ?? REQUEST_TIMEOUT_MS);
  };
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  const failure = (cause: unknown): unknown => {
    if (timedOut) return new ApiError('timeout', TIMEOUT_MESSAGE);
    if (options.signal?.aborted) return cause;
    return new ApiError('network', NETWORK_MESSAGE);
  };

  armIdleTimer();
  try {
    let response: Response;
    try {
      const headers = { ...requestHeaders(), Accept: 'text/event-stream' };
      response = await fetch(`${API_BASE}${path}`, { headers, signal: controller.signal });
    } catch (cause) {
      throw failure(cause);
    }
    if (!response.ok) throw await httpError(response);
    if (!response.body) throw new ApiError('contract', `The server sent no event stream for ${path}.`);

    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        throw failure(cause);
      }
      if (chunk.done) break;
      armIdleTimer();
      const parsed = parseServerSentEvents(pending + chunk.value);
      pending = parsed.rest;
      for (const event of parsed.events) {
        if (options.onEvent(event)) {
          await reader.cancel().catch(() => undefined);
          return;
        }
      }
    }
    throw new ApiError('contract', `The event stream of ${path} ended before its final event.`);
  } finally {
    clearTimeout(timer);
  }
}
