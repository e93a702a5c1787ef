// `npm run bench:schedule-api`: POST /api/schedule/run on the sample plant against the built server
// on loopback: dispatch median (target < 300 ms), auto within its budget, and 20 concurrent dispatch
// runs with autocannon (p50/p99, errors). Writes bench/results/schedule-api.md. Run `npm run build` first.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBuiltServer } from './serve-for-bench.ts';

const DISPATCH_RUNS = 20;
const AUTO_BUDGETS_MS = [1000, 5000];
const server = await startBuiltServer();
const headers = { 'content-type': 'application/json', 'x-user-id': 'bench' };
const run = async (body: object) => {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/schedule/run`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  const result = (await res.json()) as { data: { orders: unknown[] }; kpis: { late_orders: number } };
  return { elapsed, result };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const dispatch: number[] = [];
  for (let i = 0; i < DISPATCH_RUNS + 2; i++) {
    const { elapsed } = await run({ prompt: 'Create an optimal schedule', algorithm: 'dispatch' });
    if (i >= 2) dispatch.push(elapsed); // two warm-up runs
  }
  const autos = [];
  for (const budget of AUTO_BUDGETS_MS) {
    const { elapsed, result } = await run({
      prompt: 'Create an optimal schedule',
      algorithm: 'auto',
      time_budget_ms: budget,
    });
    autos.push(
      `| auto, budget ${budget} ms | ${elapsed.toFixed(0)} ms | ${result.kpis.late_orders} late orders |`,
    );
  }
  const load = await autocannon({
    url: `${server.baseUrl}/api/schedule/run`,
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt: 'Create an optimal schedule', algorithm: 'dispatch' }),
    connections: 20,
    amount: 100,
    timeout: 60,
  });
  const report = [
    '# Scheduling API on the sample plant',
    '',
    `Built server on loopback, embedded database, ${new Date().toISOString().slice(0, 10)}. Load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores).`,
    '',
    `- POST /api/schedule/run, algorithm dispatch: median ${median(dispatch).toFixed(0)} ms over ${DISPATCH_RUNS} runs (min ${Math.min(...dispatch).toFixed(0)}, max ${Math.max(...dispatch).toFixed(0)}); target < 300 ms.`,
    `- 20 concurrent connections, ${load.requests.total} dispatch runs: p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.errors} errors, ${load.non2xx} non-2xx, ${load.timeouts} timeouts.`,
    '',
    '| run | wall time | result |',
    '|---|---|---|',
    ...autos,
    '',
  ].join('\n');
  writeFileSync('bench/results/schedule-api.md', report);
  console.log(report);
} finally {
  await server.stop();
}
