import { Worker } from 'node:worker_threads';

/** Busy loops on worker threads, to run something while the CPU is loaded. */
export interface CpuLoad {
  stop(): Promise<void>;
}

/** Starts `threads` busy-looping worker threads and resolves once every one of them is spinning. */
export async function startCpuLoad(threads: number): Promise<CpuLoad> {
  const workers = Array.from(
    { length: threads },
    () =>
      new Worker(
        "const { parentPort } = require('node:worker_threads'); parentPort.postMessage('spinning'); let x = 0; for (;;) x = (x + 1) % 1e9;",
        { eval: true },
      ),
  );
  await Promise.all(workers.map((w) => new Promise((resolve) => w.once('message', resolve))));
  return {
    stop: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
