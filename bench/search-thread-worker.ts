import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { ExchangeMember } from '../apps/server/src/jobs/search-exchange.ts';
import { cpuClock } from './cpu-clock.ts';
import type { ThreadJob } from './search-threads.ts';
import { solveInstance } from './solve-instance.ts';

/** One search thread of bench/search-threads.ts: solves each job it is sent and signals its slot. */
const { index, done, port } = workerData as { index: number; done: SharedArrayBuffer; port: MessagePort };
const slots = new Int32Array(done);

parentPort?.on('message', (job: ThreadJob) => {
  const member = job.exchange ? new ExchangeMember(job.exchange.board, job.exchange.index) : undefined;
  try {
    const clock = job.cpuClock ? cpuClock() : () => performance.now();
    const instance = { name: '', upper: 0, lower: 0, problem: job.problem };
    const cooperation =
      member && job.exchange ? member.cooperation(job.exchange.every, job.exchange.adopt) : undefined;
    port.postMessage(
      solveInstance(instance, { ...job.settings, clock, ...(cooperation ? { cooperation } : {}) }),
    );
  } catch (error) {
    port.postMessage({ error: String(error) });
  } finally {
    // A search that failed must not leave the others waiting for it at the next exchange.
    member?.finish();
  }
  Atomics.store(slots, index, 1);
  Atomics.notify(slots, index);
});
