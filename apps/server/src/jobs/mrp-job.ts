import { type MrpJobInput, mrpProgress } from '../services/bom/mrp-runs.ts';
import type { JobHandler } from './job-handler.ts';
import { runMrpInWorker } from './run-mrp.ts';

/** An MRP run: the engine in a worker thread, items planned as progress, the result as the API sends it. */
export const mrpJob: JobHandler = async (context, raw) => {
  const input = raw as MrpJobInput;
  let total = 0;
  const handle = runMrpInWorker(
    { input: input.mrp, timeZone: input.timeZone, language: input.language },
    (p) => {
      total = p.itemsTotal;
      context.report(mrpProgress(p.itemsPlanned, p.itemsTotal, p.elapsedMs));
    },
  );
  context.onStop(() => handle.stop());
  const outcome = await handle.result;
  if (context.isCancelled()) return { status: 'cancelled' };
  if (outcome.type === 'done') {
    // The result stays JSON text on this thread: stored as it is and sent as it is.
    return {
      status: 'done',
      json: outcome.json,
      progress: mrpProgress(total, total, outcome.elapsedMs),
    };
  }
  return {
    status: 'failed',
    error: { code: outcome.code, params: outcome.params, details: outcome.details },
  };
};
