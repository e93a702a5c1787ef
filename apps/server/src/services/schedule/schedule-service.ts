import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_BUDGET_MS, type ScheduleRunRequest } from '@takt/contract';
import { SchedulingInputError, type SchedulingProblem, validateProblem } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { SolveQueuePolicy } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { buildSchedulingProblem } from './build-problem.ts';
import { chooseScheduleTool, type ScheduleCommand } from './choose-tool.ts';
import { type DatasetFacts, readDatasetFacts } from './dataset-facts.ts';
import {
  type Disruption,
  type DisruptionEffect,
  disruptProblem,
  resolveOrderChange,
  withOrderChange,
  withRushOrder,
} from './disruption.ts';
import { defaultWorkBudget, repairPolicyOf } from './repair-policy.ts';
import type { ScheduleRunInput } from './run-input.ts';
import type { RushNetting } from './rush-netting.ts';
import { nettingSentence } from './rush-netting-phrases.ts';
import { type ReplyLanguage, schedulePhrases } from './schedule-phrases.ts';
import { type KnownRows, loadSchedulingSnapshot, type SchedulingSnapshot } from './snapshot.ts';
import { enqueueRun, timeCapOf } from './solve-queue.ts';
import type { TimeAxis } from './time-axis.ts';

/** What the assistant decided a command means for the solve (the prompt alone, when absent). */
export interface ScheduleDirective {
  /** Absent: the service chooses by `isRescheduling`, repairing the released plan when there is one. */
  command?: ScheduleCommand;
  /** The interpreter's reading: the command asks to repair the current plan. */
  isRescheduling?: boolean;
  /** A rush order's netting: what stock and orders in process already cover (the disruption carries the shortfall). */
  netting?: RushNetting;
  /** A what-if: computed and compared, never offered for Apply. */
  whatIf?: boolean;
  disruption?: Disruption;
  assistant?: ScheduleRunInput['context']['assistant'];
}

function describeDisruption(
  disruption: Disruption,
  effect: DisruptionEffect,
  language: ReplyLanguage,
  timeZone: string,
  netting?: RushNetting,
): NonNullable<ScheduleRunInput['context']['disruption']> {
  const p = schedulePhrases(language, timeZone);
  const base = {
    kind: disruption.kind,
    affectedOrders: effect.affectedOrders,
    interruptedOperations: effect.interruptedOperations,
  };
  if (disruption.kind === 'breakdown') {
    // The downtime as planned (clipped to now, to the horizon when open-ended) is what Apply records.
    const startAt = effect.downtime?.startAt ?? disruption.startAt.toISOString();
    const endAt = effect.downtime?.endAt ?? disruption.endAt?.toISOString() ?? null;
    return {
      ...base,
      workCenterId: disruption.workCenterId,
      startAt,
      endAt,
      untilFurtherNotice: disruption.endAt === null,
      text: p.breakdown(disruption.workCenterId, startAt, disruption.endAt === null ? null : endAt),
    };
  }
  if (disruption.kind === 'add_shift') {
    const windows = effect.addedShift?.windows ?? [
      { startAt: disruption.startAt.toISOString(), endAt: disruption.endAt.toISOString() },
    ];
    const [first] = windows;
    return {
      ...base,
      workCenterId: disruption.workCenterId,
      startAt: first!.startAt,
      endAt: first!.endAt,
      ...(windows.length > 1 ? { windows } : {}),
      text:
        windows.length > 1
          ? p.addShifts(disruption.workCenterId, windows)
          : p.addShift(disruption.workCenterId, first!.startAt, first!.endAt),
    };
  }
  if (disruption.kind === 'order_change')
    return {
      ...base,
      orderId: disruption.orderId,
      ...(disruption.dueAt ? { dueDate: disruption.dueAt.toISOString() } : {}),
      text:
        disruption.keptPriority && !disruption.dueAt
          ? p.orderKeepsPriority(disruption.orderId, disruption.keptPriority)
          : p.orderChange(disruption.orderId, disruption.dueAt?.toISOString(), disruption.priority),
    };
  if (disruption.kind === 'move_operation')
    return {
      ...base,
      orderId: disruption.orderId,
      operationId: disruption.operationId,
      workCenterId: disruption.workCenterId,
      text: p.operationMove(
        disruption.orderId,
        disruption.operationId,
        disruption.description,
        disruption.fromWorkCenterId,
        disruption.workCenterId,
      ),
    };
  if (disruption.kind === 'restore') {
    const restore = effect.restore!;
    return {
      ...base,
      workCenterId: disruption.workCenterId,
      restoreAt: restore.at,
      restored: restore.restored,
      text: p.restore(disruption.workCenterId, restore.at, restore.restored),
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
  const netted = netting ? ` ${nettingSentence(language, netting, disruption.materialId, timeZone)}` : '';
  return {
    ...base,
    orderId: disruption.orderId,
    dueDate,
    text: `${p.rushOrder(disruption.orderId, disruption.quantity, disruption.materialId, dueDate)}${netted}`,
  };
}

/** Which dataset a schedule request plans: data_source default is the caller's playground. */
export const sourceOf = (request: Pick<ScheduleRunRequest, 'data_source'>) =>
  request.data_source === 'custom' ? ('custom' as const) : ('playground' as const);

/**
 * Reads the caller's dataset, builds the problem and queues the solve. An input the engine cannot
 * schedule at all (a routing with no eligible work center, a precedence cycle ...) is refused here
 * with 422 and every offender, before any job exists. `read`: what the command already read of the
 * dataset this request, so the solve does not read it again.
 */
export async function startScheduleRun(
  db: Kysely<Database>,
  caller: Caller,
  request: ScheduleRunRequest,
  now: Date,
  directive?: ScheduleDirective,
  queue?: SolveQueuePolicy,
  read?: { facts: DatasetFacts; rows: KnownRows },
): Promise<string> {
  const facts = read?.facts ?? (await readDatasetFacts(db, caller, sourceOf(request)));
  const { scope } = facts;
  const stored = await loadSchedulingSnapshot(db, scope.datasetId, read?.rows);
  const asked = directive?.disruption;
  const disruption = asked?.kind === 'order_change' ? resolveOrderChange(stored, asked) : asked;
  const snapshot =
    disruption?.kind === 'rush_order'
      ? withRushOrder(stored, disruption, now)
      : disruption?.kind === 'order_change'
        ? withOrderChange(stored, disruption)
        : stored;
  const command =
    directive?.command ??
    chooseScheduleTool(
      directive?.isRescheduling ?? false,
      Boolean(request.baseline) || snapshot.operations.some((o) => o.start_time),
    );
  const built = buildSchedulingProblem(snapshot, {
    now,
    baseline: request.baseline ?? null,
    keepBaseline: command.keepBaseline,
  });
  const effect = disruption ? disruptProblem(built.problem, snapshot, built.axis, disruption) : undefined;
  const problem = effect?.problem ?? built.problem;
  try {
    validateProblem(problem);
  } catch (error) {
    if (error instanceof SchedulingInputError) throw infeasible(error.offenders);
    throw error;
  }
  const isRepair = command.keepBaseline && built.comparison.length > 0;
  const input: ScheduleRunInput = {
    problem,
    options: {
      algorithm: request.algorithm,
      timeBudgetMs: timeCapOf(queue, caller, request.time_budget_ms ?? DEFAULT_TIME_BUDGET_MS),
      seed: 1,
      maxIterations: request.work_budget ?? defaultWorkBudget(problem.operations.length),
      ...(command.objective ? { objective: command.objective } : {}),
      ...(isRepair
        ? {
            repair: {
              // The plant's rules, then the request's own.
              policy: { ...facts.repairPolicy, ...repairPolicyOf(request) },
              interruptedOperationIds: effect?.interruptedOperations ?? [],
              ...(effect?.movedOperationId ? { requestedOperationIds: [effect.movedOperationId] } : {}),
              // Capacity given back: late work may use it, each move at its price.
              improveAnyLateOrder: disruption?.kind === 'restore' || disruption?.kind === 'add_shift',
            },
          }
        : {}),
    },
    context: {
      originMs: built.axis.originMs,
      timeZone: snapshot.timeZone,
      readFrom: { datasetId: scope.datasetId, version: facts.version },
      prompt: request.prompt,
      tool: command.tool,
      orders: built.orders,
      releases: built.releases.filter((r) => r.releaseAt > 0),
      implicitWorkCenters: built.implicitWorkCenters,
      ordersWithoutOperations: built.ordersWithoutOperations,
      comparison: built.comparison,
      comparedWith: request.baseline ? 'client_baseline' : 'released_plan',
      downtimes: planDowntimes(snapshot, built.axis, problem, effect),
      ...(disruption && effect
        ? {
            disruption: describeDisruption(
              disruption,
              effect,
              directive?.assistant?.language === 'pt' ? 'pt' : 'en',
              snapshot.timeZone,
              directive?.netting,
            ),
          }
        : {}),
      ...(directive?.assistant ? { assistant: directive.assistant } : {}),
      ...(directive?.whatIf ? { whatIf: true } : {}),
    },
  };
  const runId = randomUUID();
  await enqueueRun(db, caller, queue, {
    run_id: runId,
    dataset_id: scope.datasetId,
    owner_key: caller.key,
    status: 'queued',
    input: JSON.stringify(input),
  });
  return runId;
}

/** Recorded downtime and the one this command adds, on the plan's work centers, from now to the horizon. */
function planDowntimes(
  snapshot: SchedulingSnapshot,
  axis: TimeAxis,
  problem: SchedulingProblem,
  effect: DisruptionEffect | undefined,
): ScheduleRunInput['context']['downtimes'] {
  const horizon = problem.horizonEndAt ?? Number.POSITIVE_INFINITY;
  const planned = new Set(problem.workCenters.map((w) => w.id));
  const added = effect?.downtime;
  // A restore ends the downtime in force at its time: shown as it will be recorded.
  const restoreAt = effect?.restore ? Date.parse(effect.restore.at) : undefined;
  const endOf = (d: SchedulingSnapshot['downtimes'][number]) =>
    restoreAt !== undefined &&
    d.work_center_id === effect?.restore?.workCenterId &&
    d.start_at.getTime() <= restoreAt &&
    restoreAt < d.end_at.getTime()
      ? restoreAt
      : d.end_at.getTime();
  const rows = [
    ...snapshot.downtimes.map((d) => ({
      workCenterId: d.work_center_id,
      ...axis.blockedMinutes(d.start_at.getTime(), endOf(d)),
      kind: d.kind,
      isNew: false,
    })),
    ...(added
      ? [
          {
            workCenterId: added.workCenterId,
            ...axis.blockedMinutes(Date.parse(added.startAt), Date.parse(added.endAt)),
            kind: 'breakdown' as const,
            isNew: true,
          },
        ]
      : []),
  ];
  return rows
    .filter((d) => planned.has(d.workCenterId) && d.endAt > 0 && d.endAt > d.startAt && d.startAt < horizon)
    .map((d) => ({ ...d, kind: d.kind === 'breakdown' || d.kind === 'maintenance' ? d.kind : 'other' }));
}

export function infeasible(
  offenders: readonly { id?: string; entity?: string; message: string }[],
): AppError {
  return new AppError(
    'INFEASIBLE',
    { count: offenders.length },
    offenders.map((o) => ({
      field: o.entity && o.id ? `${o.entity}.${o.id}` : 'problem',
      message: o.message,
    })),
  );
}
