import type { AssistantReply } from '@takt/contract';
import { expect } from 'vitest';
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

/** A reply of the assistant route with the facts its answer carries (`data`), as the tests read them. */
export type ChatReply = AssistantReply & { data?: Record<string, unknown>; run_id?: string };

/** Sends `prompt` to the assistant (POST /api/schedule/run, offline interpreter) and expects a 200. */
export async function sayOffline(
  t: TestApp,
  headers: Record<string, string>,
  prompt: string,
  language = 'en',
): Promise<ChatReply> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers,
    payload: { prompt, backend: 'offline', language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChatReply;
}
