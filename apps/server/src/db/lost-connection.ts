/** PostgreSQL connection exceptions (class 08) and shutdowns (57P01–57P03), and socket failures. */
const LOST_CONNECTION_SQLSTATES = /^(08|57P0[123])/;
const LOST_CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether an error means the database connection is gone (a restart, failover, idle timeout): the
 * request failed as a whole (its transaction rolled back) and may be retried, unlike a bug.
 */
export function isLostConnection(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (
    typeof e.code === 'string' &&
    (LOST_CONNECTION_SQLSTATES.test(e.code) || LOST_CONNECTION_ERRNOS.has(e.code))
  )
    return true;
  return typeof e.message === 'string' && /Connection terminated|connection (?:is )?closed/i.test(e.message);
}
