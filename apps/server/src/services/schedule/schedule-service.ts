import { randomUUID } from 'node:crypto';
import type { ScheduleResult, ScheduleRunRequest } from '@takt/contract';
import { SchedulingInputError, validateProblem } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, readScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { datasetVersion } from '../masterdata-service.ts';
import { buildSchedulingProblem } from './build-problem.ts';
import { chooseScheduleTool, type ScheduleCommand } from './choose-tool.ts';
import { applyDisruption, type Disruption, withRushOrder } from './disruption.ts';
import type { RunProgress, ScheduleRunInput } from './run-input.ts';
import { type ReplyLanguage, schedulePhrases } from './schedule-phrases.ts';
import { loadSchedulingSnapshot } from './snapshot.ts';

const DEFAULT_BUDGET_MS = 5000;
const WAIT_POLL_MS = 200;

/** What the assistant decided a command means for the solve (the prompt alone, when absent). */
export interface ScheduleDirective {
  command: ScheduleCommand;
  disruption?: Disruption;
  assistant?: ScheduleRunInput['context']['assistant'];
}

function describeDisruption(
  disruption: Disruption,
  effect: { affectedOrders: string[]; interruptedOperations: string[] },
  language: ReplyLanguage,
): NonNullable<ScheduleRunInput['context']['disruption']> {
  const p = schedulePhrases(language);
  const base = { kind: disruption.kind, ...effect };
  if (disruption.kind === 'breakdown') {
    const startAt = disruption.startAt.toISOString();
    const endAt = disruption.endAt?.toISOString() ?? null;
    return {
      ...base,
      workCenterId: disruption.workCenterId,
      startAt,
      endAt,
      text: p.breakdown(disruption.workCenterId, startAt, endAt),
    };
  }
  if (disruption.kind === 'material_delay') {
    return {
      ...base,
      text: p.materialDelay(
        disruption.materialId,
        disruption.availableAt.toISOString(),
        effect.affectedOrders.length,
      ),
    };
  }
  const dueDate = disruption.dueAt.toISOString();
  return {
    ...base,
    orderId: disruption.orderId,
    dueDate,
    text: p.rushOrder(disruption.orderId, disruption.quantity, disruption.materialId, dueDate),
  };
}

/** Which dataset a schedule request plans: data_source default is the caller's playground. */
export const sourceOf = (request: Pick<ScheduleRunRequest, 'data_source'>) =>
  request.data_source === 'custom' ? ('custom' as const) : ('playground' as const);

/**
 * Reads the caller's dataset, builds the problem and queues the solve. An input the engine cannot
 * schedule at all (a routing with no eligible work center, a precedence cycle ...) is refused here
 * with 422 and every offender, before any job exists.
 */
export async function startScheduleRun(
  db: Kysely<Database>,
  caller: Caller,
  request: ScheduleRunRequest,
  now: Date,
  directive?: ScheduleDirective,
): Promise<string> {
  const scope = await readScope(db, caller, sourceOf(request));
  const readVersion = await datasetVersion(db, scope);
  const stored = await loadSchedulingSnapshot(db, scope.datasetId ?? '');
  const disruption = directive?.disruption;
  const snapshot = disruption?.kind === 'rush_order' ? withRushOrder(stored, disruption, now) : stored;
  const command =
    directive?.command ??
    chooseScheduleTool(
      request.prompt,
      Boolean(request.baseline) || snapshot.operations.some((o) => o.start_time),
    );
  const built = buildSchedulingProblem(snapshot, {
    now,
    baseline: request.baseline ?? null,
    keepBaseline: command.keepBaseline,
  });
  const effect = disruption ? applyDisruption(built.problem, snapshot, built.axis, disruption) : undefined;
  try {
    validateProblem(built.problem);
  } catch (error) {
    if (error instanceof SchedulingInputError) throw infeasible(error.offenders);
    throw error;
  }
  const input: ScheduleRunInput = {
    problem: built.problem,
    options: {
      algorithm: request.algorithm,
      timeBudgetMs: request.time_budget_ms ?? DEFAULT_BUDGET_MS,
      seed: 1,
      ...(command.objective ? { objective: command.objective } : {}),
    },
    context: {
      originMs: built.axis.originMs,
      readFrom: { datasetId: scope.datasetId, version: readVersion },
      prompt: request.prompt,
      tool: command.tool,
      orders: built.orders,
      releases: built.releases.filter((r) => r.releaseAt > 0),
      implicitWorkCenters: built.implicitWorkCenters,
      ordersWithoutOperations: built.ordersWithoutOperations,
      comparison: built.comparison,
      comparedWith: request.baseline ? 'client_baseline' : 'released_plan',
      ...(disruption && effect
        ? {
            disruption: describeDisruption(
              disruption,
              effect,
              directive?.assistant?.language === 'pt' ? 'pt' : 'en',
            ),
          }
        : {}),
      ...(directive?.assistant ? { assistant: directive.assistant } : {}),
    },
  };
  const runId = randomUUID();
  await db
    .insertInto('schedule_runs')
    .values({
      run_id: runId,
      dataset_id: scope.datasetId,
      owner_key: caller.key,
      status: 'queued',
      input: JSON.stringify(input),
    })
    .execute();
  return runId;
}

function infeasible(offenders: readonly { id?: string; entity?: string; message: string }[]): AppError {
  return new AppError(
    'INFEASIBLE',
    { count: offenders.length },
    offenders.map((o) => ({
      field: o.entity && o.id ? `${o.entity}.${o.id}` : 'problem',
      message: o.message,
    })),
  );
}

export interface RunState {
  run_id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: RunProgress | null;
  result: ScheduleResult | null;
  error: {
    code: string;
    message: string;
    offenders: { id?: string; entity?: string; message: string }[];
  } | null;
}

/** A run as its owner sees it; someone else's run does not exist for the caller. */
export async function getRun(db: Kysely<Database>, caller: Caller, runId: string): Promise<RunState> {
  const row = await db
    .selectFrom('schedule_runs')
    .select(['run_id', 'status', 'progress', 'result', 'error'])
    .where('run_id', '=', runId)
    .where('owner_key', '=', caller.key)
    .executeTakeFirst();
  if (!row) throw new AppError('RUN_NOT_FOUND', { runId });
  return row as RunState;
}

/**
 * Waits for a run to end, reading the database, so it works whichever process runs the job; when
 * this process runs it, its completion wakes the wait at once.
 */
export async function waitForRun(
  db: Kysely<Database>,
  caller: Caller,
  runId: string,
  timeoutMs: number,
  localCompletion: (runId: string) => Promise<void> | undefined = () => undefined,
): Promise<ScheduleResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRun(db, caller, runId);
    if (run.status === 'done' && run.result) return run.result;
    if (run.status === 'failed') throw runFailure(run);
    if (Date.now() > deadline) throw new AppError('SOLVE_TIMEOUT', { runId });
    const sleep = new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    await Promise.race([sleep, localCompletion(runId) ?? sleep]);
  }
}

export function runFailure(run: RunState): AppError {
  const offenders = run.error?.offenders ?? [];
  if (offenders.length) return infeasible(offenders);
  return new AppError('SOLVE_FAILED', { reason: run.error?.message ?? 'unknown' });
}
