/**
 * Names of the PostgreSQL test databases. TEST_PG_PREFIX lets several checkouts run their suites on
 * one server at once, each with its own template and copies (a run drops only its own).
 */
export const TEST_PG_PREFIX = /^[a-z][a-z0-9]{0,15}$/.test(process.env.TEST_PG_PREFIX ?? '')
  ? (process.env.TEST_PG_PREFIX as string)
  : 'takt';
export const POSTGRES_TEMPLATE = `${TEST_PG_PREFIX}_template`;

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
