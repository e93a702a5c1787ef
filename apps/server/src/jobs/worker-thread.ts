import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const fromSource = import.meta.url.endsWith('.ts');

/** This folder's worker files, each bundled beside main.js (build.mjs). */
export type WorkerName = 'solve-worker' | 'mrp-worker' | 'station-assignment-worker';

/**
 * A worker thread running one of this folder's worker files. Bundled,
 * the worker is dist/<name>.js beside dist/main.js; from source (dev, tests) a small bootstrap
 * registers tsx in the worker first, since a worker does not inherit the parent's loader.
 */
export function startWorker(name: WorkerName, workerData: unknown): Worker {
  const workerUrl = new URL(fromSource ? `./${name}.ts` : `./${name}.js`, import.meta.url);
  if (!fromSource) return new Worker(workerUrl, { workerData });
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
