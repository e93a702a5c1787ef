// Bundles the server and the workspace packages it imports into dist/main.js;
// npm packages stay external (PGlite loads its wasm files, pino spawns workers).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspace = (name) => name.startsWith('@takt/');
const external = [...Object.keys(pkg.dependencies ?? {}), 'chrono-node', 'openai'].filter(
  (n) => !workspace(n),
);

await build({
  // Solves, MRP runs and station assignments go in worker threads, each from its own file beside main.js.
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'solve-worker': new URL('./src/jobs/solve-worker.ts', import.meta.url).pathname,
    'mrp-worker': new URL('./src/jobs/mrp-worker.ts', import.meta.url).pathname,
    'station-assignment-worker': new URL('./src/jobs/station-assignment-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
