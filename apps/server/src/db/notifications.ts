import pg from 'pg';

const RECONNECT_MS = 1_000;

/**
 * Listens on a PostgreSQL channel over a connection of its own (a pooled one goes back to other
 * queries, and its LISTEN with it). A lost connection is opened again after a pause; what is missed
 * meanwhile the listeners' fallback polls cover, so a failure here never fails a request. Resolves
 * once the first attempt is over, with the function that stops listening.
 */
export async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    void lost.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      again(next);
    });
    next.on('end', () => again(next));
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      onError(error as Error);
      again(next);
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
