import { parentPort } from 'node:worker_threads';
import { type MrpInput, runMrp } from '@takt/engine';
import { AppError } from '../errors.ts';
import type { Locale } from '../i18n/locale.ts';
import { toAppError } from '../services/bom/engine-errors.ts';
import { mrpResultToWire } from '../services/bom/mrp-wire.ts';
import { plantClock } from '../time/plant-clock.ts';

/** One MRP run for a long-lived worker thread: the engine's input, and the plant's zone for its clock. */
export interface MrpWorkerRequest {
  input: MrpInput;
  timeZone: string;
  /** The language of the result's action messages and warnings (en-US when not said). */
  language?: Locale | undefined;
}

export type MrpWorkerMessage =
  | { type: 'progress'; itemsPlanned: number; itemsTotal: number; elapsedMs: number }
  /** The API's result as JSON text: mapped and serialised here, so the request thread only copies a string. */
  | { type: 'done'; json: string; elapsedMs: number }
  | { type: 'failed'; code: AppError['code']; params: AppError['params']; details: AppError['details'] };

/** Progress is posted at most this often: a plant has thousands of items, each a message otherwise. */
const PROGRESS_EVERY_MS = 50;

const post = (message: MrpWorkerMessage) => parentPort?.postMessage(message);

/** Runs one MRP and posts its progress, then its result or its failure as the API's error. */
function run(request: MrpWorkerRequest) {
  const started = performance.now();
  let postedAt = Number.NEGATIVE_INFINITY;
  try {
    // The clock could not travel (a function): made here from the zone, as the request thread would.
    const { input, timeZone } = request;
    const clocked = input.capacity
      ? { ...input, capacity: { ...input.capacity, utcOffsetAt: plantClock(timeZone) } }
      : input;
    const result = runMrp(clocked, {
      onProgress: ({ itemsPlanned, itemsTotal }) => {
        const now = performance.now();
        if (now - postedAt < PROGRESS_EVERY_MS && itemsPlanned < itemsTotal) return;
        postedAt = now;
        post({ type: 'progress', itemsPlanned, itemsTotal, elapsedMs: now - started });
      },
    });
    post({
      type: 'done',
      json: JSON.stringify(mrpResultToWire(result, request.language)),
      elapsedMs: performance.now() - started,
    });
  } catch (error) {
    // The engine's input and BOM errors become the API's typed errors here, as on the request thread.
    let failure = new AppError(error instanceof RangeError ? 'RESULT_TOO_LARGE' : 'INTERNAL');
    try {
      toAppError(error);
    } catch (mapped) {
      if (mapped instanceof AppError) failure = mapped;
    }
    post({ type: 'failed', code: failure.code, params: failure.params, details: failure.details });
  }
}

// The thread stays up between runs (a run pays no thread start); one run at a time.
parentPort?.on('message', (request: MrpWorkerRequest) => run(request));
