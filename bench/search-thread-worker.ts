import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { cpuClock } from './cpu-clock.ts';
import type { ThreadJob } from './search-threads.ts';
import { solveInstance } from './solve-instance.ts';

/** One search thread of bench/search-threads.ts: solves each job it is sent and signals its slot. */
const { index, done, port } = workerData as { index: number; done: SharedArrayBuffer; port: MessagePort };
const slots = new Int32Array(done);

parentPort?.on('message', (job: ThreadJob) => {
  try {
    const clock = job.cpuClock ? cpuClock() : () => performance.now();
    const instance = { name: '', upper: 0, lower: 0, problem: job.problem };
    port.postMessage(solveInstance(instance, { ...job.settings, clock }));
  } catch (error) {
    port.postMessage({ error: String(error) });
  }
  Atomics.store(slots, index, 1);
  Atomics.notify(slots, index);
});
