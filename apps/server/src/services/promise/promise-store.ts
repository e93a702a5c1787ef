import type { PromiseAccepted, PromiseResult } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import type { RushNetting } from '../schedule/rush-netting.ts';

/** An analysis as accepting it needs it: what was promised, on which plan, from what stock. */
export interface StoredAnalysis {
  analysisId: string;
  orderId: string;
  datasetId: string | null;
  datasetVersion: number;
  /** The repaired plan's run; null when stock and orders in process cover the order. */
  runId: string | null;
  customerId: string | null;
  pricePerUnit: number;
  netting: RushNetting;
  result: PromiseResult;
  accepted: PromiseAccepted | null;
}

/** What the analysis row's `request` column keeps besides the result. */
interface StoredRequest {
  orderId: string;
  customerId: string | null;
  pricePerUnit: number;
  netting: RushNetting;
}

export async function saveAnalysis(
  db: Kysely<Database>,
  caller: Caller,
  analysis: Omit<StoredAnalysis, 'accepted'>,
): Promise<void> {
  const request: StoredRequest = {
    orderId: analysis.orderId,
    customerId: analysis.customerId,
    pricePerUnit: analysis.pricePerUnit,
    netting: analysis.netting,
  };
  await db
    .insertInto('promise_analyses')
    .values({
      analysis_id: analysis.analysisId,
      owner_key: caller.key,
      dataset_id: analysis.datasetId,
      dataset_version: analysis.datasetVersion,
      run_id: analysis.runId,
      request: JSON.stringify(request),
      result: JSON.stringify(analysis.result),
    })
    .execute();
}

/** The caller's analysis; someone else's does not exist for them (404). */
export async function readAnalysis(
  db: Kysely<Database>,
  caller: Caller,
  analysisId: string,
): Promise<StoredAnalysis> {
  const row = await db
    .selectFrom('promise_analyses')
    .selectAll()
    .where('analysis_id', '=', analysisId)
    .where('owner_key', '=', caller.key)
    .executeTakeFirst();
  if (!row) throw new AppError('PROMISE_NOT_FOUND', { analysisId });
  const request = row.request as StoredRequest;
  return {
    analysisId: row.analysis_id,
    orderId: request.orderId,
    datasetId: row.dataset_id,
    datasetVersion: row.dataset_version,
    runId: row.run_id,
    customerId: request.customerId,
    pricePerUnit: request.pricePerUnit,
    netting: request.netting,
    result: row.result as PromiseResult,
    accepted: (row.accepted as PromiseAccepted | null) ?? null,
  };
}

/** The order ids the caller's analyses gave: a new analysis takes another. */
export async function analyzedOrderIds(db: Kysely<Database>, caller: Caller): Promise<string[]> {
  const rows = await db
    .selectFrom('promise_analyses')
    .select('request')
    .where('owner_key', '=', caller.key)
    .execute();
  return rows.map((r) => (r.request as StoredRequest).orderId);
}
