import type { PromiseAcceptRequest, PromiseAnalyzeRequest } from '@takt/contract';
import { PromiseAccepted, PromiseResult } from '@takt/contract';
import { failureText } from './bom-api.ts';
import { requestParsed } from './client.ts';

/**
 * The calls of the Rush Order Promise Analysis (planning-workspaces §7: analyzePromise and
 * acceptPromise; enterprise-shell §7: POST /promise/analyze and /promise/accept). Both answers are
 * checked against the contract; the server fills in the §9 defaults (target margin 15 %, source
 * playground, data_source default) of what the caller leaves out.
 */

export type {
  PromiseAccepted,
  PromiseAffectedOrder,
  PromiseMachine,
  PromiseMargin,
  PromiseMaterial,
  PromiseResult,
} from '@takt/contract';

type Defaulted = 'target_margin_percent' | 'source' | 'data_source';

/** analyzePromise's request: the contract's, with its defaulted fields optional as on the wire. */
export type PromiseAnalyzeInput = Omit<PromiseAnalyzeRequest, Defaulted> &
  Partial<Pick<PromiseAnalyzeRequest, Defaulted>>;

/** acceptPromise's request: the contract's, with source and data_source optional as on the wire. */
export type PromiseAcceptInput = Omit<PromiseAcceptRequest, 'source' | 'data_source'> &
  Partial<Pick<PromiseAcceptRequest, 'source' | 'data_source'>>;

/** analyzePromise: can the plant make it by the requested date, at what margin, and whom does it push. */
export function analyzePromise(request: PromiseAnalyzeInput, signal?: AbortSignal) {
  return requestParsed('/promise/analyze', PromiseResult, { method: 'POST', body: request, signal });
}

/** acceptPromise: schedules the analysed order as it was analysed; 409 when that no longer holds. */
export function acceptPromise(request: PromiseAcceptInput) {
  return requestParsed('/promise/accept', PromiseAccepted, { method: 'POST', body: request });
}

/**
 * What the screen shows for a failed analysis or accept (planning-workspaces §8); `fallback` is the
 * screen's words for a failure with no message (the api layer does not read the catalogs).
 */
export function promiseFailureText(error: unknown, fallback: string): string {
  return failureText(error, fallback);
}
