import { resolve } from 'node:path';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadDefaultPlant } from './default-plant.ts';

/** `npm run seed`: reloads the sample plant as the default dataset (playgrounds are kept). */
const config = readConfig(process.env);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: resolve(config.dataDir, 'db') },
);
try {
  await loadDefaultPlant(database.db, resolve(process.env.SEED_DIR ?? 'data/plant-1000'), new Date());
  console.log(`Sample plant loaded into the ${database.kind} database.`);
} finally {
  await database.close();
}
