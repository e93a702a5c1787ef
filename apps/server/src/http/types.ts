import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { JobRunner } from '../jobs/job-runner.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules get: the database, its kind, the settings and the clock. */
export interface RouteDeps {
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  config: ServerConfig;
  now: () => Date;
  runner: JobRunner;
}
