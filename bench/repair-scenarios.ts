import type { SchedulingSnapshot } from '../apps/server/src/services/schedule/snapshot.ts';
import { DEFAULT_TIME_BUDGET_MS } from '../packages/contract/src/index.ts';
import {
  applyDisruption,
  type Disruption,
  type Schedule,
  type SchedulingProblem,
  schedule,
  summarizeChanges,
} from '../packages/engine/src/index.ts';

/** The server's wall-clock cap of a solve: the work budget decides, this only guards. */
export const TIME_CAP_MS = DEFAULT_TIME_BUDGET_MS;
const HOUR = 60;
const DAY = 24 * HOUR;

export interface Scenario {
  name: string;
  disruption: Disruption;
}

/** Breakdowns from now of `hours` on every work center of the given types in hall 1 (the seed plant's ids). */
export function breakdowns(problem: SchedulingProblem, types: readonly string[], hours: readonly number[]) {
  const machines = problem.workCenters.filter((w) => types.includes(w.type ?? '') && !/-H\d+$/.test(w.id));
  return hours.flatMap((h) =>
    machines.map(
      (w): Scenario => ({
        name: `${w.id} down ${h} h`,
        disruption: { kind: 'breakdown', workCenterId: w.id, startAt: 0, endAt: h * HOUR },
      }),
    ),
  );
}

/** The products whose BOM lists the material directly, as the schedule service finds them. */
export function directConsumers(snapshot: SchedulingSnapshot, materialId: string): string[] {
  return [
    ...new Set(snapshot.bomComponents.filter((c) => c.item_id === materialId).map((c) => c.product_id)),
  ];
}

/**
 * Open orders that make the material or whose material lists it directly (`direct`), and those that
 * use it only through phantom assemblies (`viaPhantom`, which a gate on direct BOM parents misses).
 */
export function openOrdersUsing(
  snapshot: SchedulingSnapshot,
  materialId: string,
): { direct: number; viaPhantom: number } {
  const phantoms = new Set(snapshot.materials.filter((m) => m.is_phantom).map((m) => m.material_id));
  const direct = new Set([materialId, ...directConsumers(snapshot, materialId)]);
  const users = new Set<string>([materialId]);
  const visit = (item: string) => {
    for (const parent of directConsumers(snapshot, item)) {
      if (users.has(parent)) continue;
      users.add(parent);
      if (phantoms.has(parent)) visit(parent);
    }
  };
  visit(materialId);
  const count = (materials: Set<string>) => snapshot.orders.filter((o) => materials.has(o.material)).length;
  return { direct: count(direct), viaPhantom: count(users) - count(direct) };
}

export function materialDelay(snapshot: SchedulingSnapshot, materialId: string, days: number): Scenario {
  return {
    name: `${materialId} late ${days} d`,
    disruption: {
      kind: 'material_delay',
      materialId,
      availableAt: days * DAY,
      consumerMaterialIds: directConsumers(snapshot, materialId),
    },
  };
}

/** Purchased materials that no open order's material lists directly in its BOM (what the server gates). */
export function unusedPurchasedMaterials(snapshot: SchedulingSnapshot): string[] {
  const openMaterials = new Set(snapshot.orders.map((o) => o.material));
  const used = new Set(
    snapshot.bomComponents.filter((c) => openMaterials.has(c.product_id)).map((c) => c.item_id),
  );
  return snapshot.materials
    .filter((m) => m.procurement === 'BUY' && !used.has(m.material_id))
    .map((m) => m.material_id)
    .sort();
}

const baselineOperation = (op: Schedule['operations'][number]) => ({
  operationId: op.operationId,
  workCenterId: op.workCenterId,
  startAt: op.startAt,
  endAt: op.endAt,
});

/** One repair: the disruption applied to the problem with the baseline, repaired, diffed. */
export interface RepairRun {
  repaired: Schedule;
  changes: ReturnType<typeof summarizeChanges>;
  interrupted: string[];
  affectedOrders: string[];
  elapsedMs: number;
  /** CPU time of the process over the run (user + system), less sensitive to other work than wall time. */
  cpuMs: number;
}

export function runRepair(problem: SchedulingProblem, baseline: Schedule, scenario: Scenario): RepairRun {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const disrupted = applyDisruption(
    { ...problem, baseline: { operations: baseline.operations.map(baselineOperation) } },
    scenario.disruption,
  );
  const repaired = schedule(disrupted.problem, {
    repair: { policy: { stability: 'balanced' }, interruptedOperationIds: disrupted.interruptedOperationIds },
    clock: () => performance.now(),
    timeBudgetMs: TIME_CAP_MS,
  });
  const causes = new Map((repaired.repair?.moves ?? []).map((m) => [m.operationId, m.cause]));
  const changes = summarizeChanges(baseline, repaired, { causes });
  return {
    repaired,
    changes,
    interrupted: disrupted.interruptedOperationIds,
    affectedOrders: disrupted.affectedOrderIds,
    elapsedMs: performance.now() - started,
    cpuMs: cpuMsSince(cpu),
  };
}

export function cpuMsSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/**
 * Operations that must move whatever the repair does, decided from the baseline alone: planned on the
 * broken machine to start inside the downtime, or interrupted there; or of an order the material
 * delay gates, planned to start before the material arrives.
 */
export function mustMove(baseline: Schedule, scenario: Scenario, run: RepairRun): Set<string> {
  const d = scenario.disruption;
  const ids = baseline.operations
    .filter((op) => {
      if (d.kind === 'breakdown')
        return op.workCenterId === d.workCenterId && op.startAt >= d.startAt && op.startAt < d.endAt;
      if (d.kind === 'material_delay')
        return run.affectedOrders.includes(op.orderId) && op.startAt < d.availableAt;
      return false;
    })
    .map((op) => op.operationId);
  return new Set([...ids, ...run.interrupted]);
}
