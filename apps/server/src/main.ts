import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { ensureDefaultPlant } from './default-plant.ts';

// Bundled, this file is apps/server/dist/main.js; from source, apps/server/src/main.ts.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const config = readConfig(process.env);
  let log: ((error: Error) => void) | undefined;
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          onConnectionError: (error) =>
            log ? log(error) : console.warn(`database connection lost: ${error.message}`),
        }
      : { kind: 'pglite', dataDir: resolve(config.dataDir, 'db') },
  );
  const seedDir = process.env.SEED_DIR ? resolve(process.env.SEED_DIR) : resolve(repoRoot, 'data/plant-1000');
  const loaded = await ensureDefaultPlant(database.db, seedDir, new Date());
  const app = await buildApp({
    database,
    config: { ...config, webDist: config.webDist ?? resolve(repoRoot, 'apps/web/dist') },
  });
  log = (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects');
  if (loaded)
    app.log.info(
      { seedDir, rolledForward: loaded.rolledForward },
      'sample plant loaded as the default dataset',
    );

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
