import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Schedule } from '@takt/engine';
import type { SolveMessage, SolveRequest } from './solve-worker.ts';

export interface SolveHandle {
  result: Promise<
    { ok: true; schedule: Schedule } | { ok: false; code: string; message: string; offenders: unknown[] }
  >;
  /** Ends the search early; the result is the best schedule so far. */
  stop(): void;
}

const fromSource = import.meta.url.endsWith('.ts');
// Bundled, the worker is dist/solve-worker.js beside dist/main.js; from source (dev, tests) a small
// bootstrap registers tsx in the worker first, since a worker does not inherit the parent's loader.
const workerUrl = new URL(fromSource ? './solve-worker.ts' : './solve-worker.js', import.meta.url);

function sourceBootstrap(): string {
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
}

/** Runs one solve in its own worker thread. */
export function runSolve(
  request: Omit<SolveRequest, 'stopFlag'>,
  onProgress: (p: Extract<SolveMessage, { type: 'progress' }>) => void,
): SolveHandle {
  const stopFlag = new SharedArrayBuffer(4);
  const workerData = { ...request, stopFlag };
  const worker = fromSource
    ? new Worker(sourceBootstrap(), { eval: true, workerData })
    : new Worker(workerUrl, { workerData });
  const result = new Promise<Awaited<SolveHandle['result']>>((resolve) => {
    worker.on('message', (message: SolveMessage) => {
      if (message.type === 'progress') onProgress(message);
      else if (message.type === 'done') resolve({ ok: true, schedule: message.schedule });
      else resolve({ ok: false, code: message.code, message: message.message, offenders: message.offenders });
    });
    worker.on('error', (error) =>
      resolve({ ok: false, code: 'SOLVE_FAILED', message: error.message, offenders: [] }),
    );
    worker.on('exit', (code) => {
      if (code !== 0)
        resolve({ ok: false, code: 'SOLVE_FAILED', message: `solver exited with ${code}`, offenders: [] });
    });
  }).finally(() => void worker.terminate());
  return { result, stop: () => Atomics.store(new Int32Array(stopFlag), 0, 1) };
}
