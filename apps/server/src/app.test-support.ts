import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { TaktDatabase } from './db/database.ts';
import { openTestDatabase } from './db/test-database.test-support.ts';
import type { ZodApp } from './http/types.ts';
import { TEST_NOW, testConfig } from './test/fixtures.ts';

export interface TestApp {
  app: ZodApp;
  database: TaktDatabase;
  close(): Promise<void>;
}

/** The real app over a fresh seeded database, with the clock fixed at TEST_NOW unless told. */
export async function startTestApp(
  options: { config?: Partial<ServerConfig>; now?: () => Date } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    config: testConfig(options.config),
    now: options.now ?? (() => TEST_NOW),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const asUser = (userId: string) => ({ 'x-user-id': userId });
