import type { MrpRequest, MrpResult, MrpRunProgress } from '@takt/contract';
import { MrpRunStarted as MrpRunStartedSchema, MrpRunState as MrpRunStateSchema } from '@takt/contract';
import { ApiError, requestParsed } from './client.ts';

export type { MrpRunProgress } from '@takt/contract';

/** How often a running MRP is read: a plant's run takes a few seconds, so the bar moves a few times. */
export const MRP_POLL_MS = 300;

/** The MRP run's request as the screens send it: on the caller's playground (the API's default source). */
export type MrpRunRequest = Omit<MrpRequest, 'source'>;

/**
 * MRP off the server's request thread (issue 12, point 6): the run is queued (POST /bom/mrp/runs),
 * then read until it ends, each read handing its progress (items planned of the total) to
 * `onProgress`. A failed run rejects with the server's error, as a failed call would.
 */
export async function runMrpWithProgress(
  request: MrpRunRequest,
  signal?: AbortSignal,
  onProgress?: (progress: MrpRunProgress) => void,
): Promise<MrpResult> {
  const started = await requestParsed('/bom/mrp/runs', MrpRunStartedSchema, {
    method: 'POST',
    body: request,
    signal,
  });
  for (;;) {
    const state = await requestParsed(`/bom/mrp/runs/${started.run_id}`, MrpRunStateSchema, { signal });
    if (state.progress) onProgress?.(state.progress);
    if (state.status === 'done' && state.result) return state.result;
    if (state.status === 'failed' || state.status === 'cancelled') {
      const error = state.error;
      throw new ApiError('http', `API error: ${error?.code ?? state.status}`, {
        ...(error ? { serverMessage: error.error, code: error.code, details: error.details } : {}),
      });
    }
    await pause(MRP_POLL_MS, signal);
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
