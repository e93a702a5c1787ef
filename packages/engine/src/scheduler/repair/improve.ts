import type { Solution } from '../decode/solution.ts';
import { listMaxWaitBreaches } from '../search/targets.ts';
import { indexAtTime, insertOperation, type Placement, removeOperation } from './candidates.ts';
import { MOVE_THRESHOLD_MINUTES, type RepairEvaluator, type RepairMeasure } from './evaluator.ts';
import type { ImprovementStep } from './model.ts';

/** Late orders looked at per round, worst first, and operations of each one's critical chain. */
const ORDERS_PER_ROUND = 4;
const CHAIN_OPERATIONS = 6;
/** How many places earlier in its sequence an operation may be pulled by one improvement. */
const RESEQUENCE_REACH = 3;

interface Candidate {
  operation: number;
  orderIndex: number;
  action: ImprovementStep['action'];
  placement: Placement;
}

/**
 * Improvements after the forced moves: for the orders the disruption made late (or later), worst first, tries pulling an operation of
 * the order's critical chain earlier (freeing it from its planned start, moving it ahead in its
 * sequence, or onto another eligible work center) and takes the best one whose lateness gain is worth
 * more than the price of every operation and machine change it costs (the evaluator's value falls).
 * Repeats until no improvement pays or the work budget is spent. `touchedBy` gets each moved
 * operation's step number.
 */
export function improveRepair(
  evaluator: RepairEvaluator,
  solution: Solution,
  start: RepairMeasure,
  touchedBy: Int32Array,
  options: { breachesOnly?: boolean; firstStep?: number; anyLateOrder?: boolean } = {},
): ImprovementStep[] {
  const steps: ImprovementStep[] = [];
  let current = start;
  const c = evaluator.compiled;
  while (!evaluator.isSpent()) {
    if (options.breachesOnly && current.maxWaitExcess <= 0) break;
    if (!evaluator.evaluate(solution)) break;
    const startBefore = evaluator.timing.startAt.slice();
    const modeBefore = solution.modeOf.slice();
    const found = bestImprovement(evaluator, solution, current, options);
    if (!found) break;
    const { candidate, measure } = found;
    const before = current;
    apply(evaluator, solution, candidate);
    current = evaluator.evaluate(solution) ?? measure;
    // What this step moved: every operation whose machine or start it changed (its knock-ons included).
    let moved = 0;
    let machineChanges = 0;
    for (let i = 0; i < c.operationIds.length; i++) {
      const isOtherMachine = c.modeWorkCenter[solution.modeOf[i]!] !== c.modeWorkCenter[modeBefore[i]!];
      if (isOtherMachine) machineChanges++;
      if (
        isOtherMachine ||
        Math.abs(evaluator.timing.startAt[i]! - startBefore[i]!) >= MOVE_THRESHOLD_MINUTES
      )
        moved++;
    }
    const step = (options.firstStep ?? 1) + steps.length;
    touchedBy[candidate.operation] = step;
    steps.push({
      step,
      orderId: c.problem.orders[candidate.orderIndex]!.id,
      operationId: c.operationIds[candidate.operation]!,
      action: candidate.action,
      lateOrdersGained: before.lateOrders - current.lateOrders,
      tardinessMinutesGained: before.weightedTardiness - current.weightedTardiness,
      movedOperations: moved,
      machineChanges,
    });
  }
  return steps;
}

function apply(evaluator: RepairEvaluator, solution: Solution, candidate: Candidate): void {
  removeOperation(evaluator.compiled, solution, candidate.operation);
  insertOperation(evaluator.compiled, solution, candidate.operation, candidate.placement);
  evaluator.anchors[candidate.operation] = Number.NEGATIVE_INFINITY;
}

function bestImprovement(
  evaluator: RepairEvaluator,
  solution: Solution,
  current: RepairMeasure,
  options: { breachesOnly?: boolean; anyLateOrder?: boolean },
): { candidate: Candidate; measure: RepairMeasure } | undefined {
  const candidates = listCandidates(evaluator, solution, options);
  let best: { candidate: Candidate; measure: RepairMeasure } | undefined;
  for (const candidate of candidates) {
    if (evaluator.isSpent()) break;
    const { operation } = candidate;
    const anchor = evaluator.anchors[operation]!;
    const original = removeOperation(evaluator.compiled, solution, operation);
    insertOperation(evaluator.compiled, solution, operation, candidate.placement);
    evaluator.anchors[operation] = Number.NEGATIVE_INFINITY;
    const measure = evaluator.evaluate(solution);
    evaluator.anchors[operation] = anchor;
    removeOperation(evaluator.compiled, solution, operation);
    insertOperation(evaluator.compiled, solution, operation, original);
    if (!measure || measure.breaksFrozenHorizon) continue;
    if (measure.value >= current.value - 1e-6) continue;
    // An improvement removes lateness (or a broken maximum wait); lower churn alone is not one.
    const isGain =
      measure.maxWaitExcess < current.maxWaitExcess - 1e-6 || measure.lateness < current.lateness - 1e-6;
    if (!isGain) continue;
    if (!best || measure.value < best.measure.value - 1e-9) best = { candidate, measure };
  }
  return best;
}

/** Improvement candidates for the worst late orders, from the timing of the current solution. */
function listCandidates(
  evaluator: RepairEvaluator,
  solution: Solution,
  { breachesOnly = false, anyLateOrder = false }: { breachesOnly?: boolean; anyLateOrder?: boolean },
): Candidate[] {
  const c = evaluator.compiled;
  if (!evaluator.evaluate(solution)) return [];
  const timing = evaluator.timing;
  const last = new Int32Array(c.orderDue.length).fill(-1);
  for (let i = 0; i < c.operationIds.length; i++) {
    const o = c.orderOf[i]!;
    if (last[o]! < 0 || timing.endAt[i]! > timing.endAt[last[o]!]!) last[o] = i;
  }
  // Only orders the disruption made later than planned, and late: the rest of the plan is not
  // reopened — unless capacity came back (`anyLateOrder`), when any late order may use it.
  const late = [...last.keys()]
    .filter((o) => {
      const end = last[o]! >= 0 ? timing.endAt[last[o]!]! : Number.NEGATIVE_INFINITY;
      const madeLater = anyLateOrder || end > evaluator.baselineCompletion[o]! + 1e-6;
      return end > c.orderDue[o]! + 1e-6 && madeLater;
    })
    .map((o) => ({ o, weighted: c.orderWeight[o]! * (timing.endAt[last[o]!]! - c.orderDue[o]!) }))
    .sort((a, b) => b.weighted - a.weighted || a.o - b.o)
    .slice(0, ORDERS_PER_ROUND);
  const candidates: Candidate[] = [];
  const seen = new Set<number>();
  // An operation past its maximum wait comes first: what holds it back is a hard rule broken.
  const targets = [
    ...listMaxWaitBreaches(c, timing).map((i) => ({ o: c.orderOf[i]!, from: i })),
    ...(breachesOnly ? [] : late.map(({ o }) => ({ o, from: last[o]! }))),
  ];
  for (const { o, from } of targets) {
    let chain = 0;
    for (let i = from; i >= 0 && chain < CHAIN_OPERATIONS; i = timing.criticalPredecessor[i]!) {
      if (seen.has(i)) break;
      seen.add(i);
      if (c.isFrozen[i] || evaluator.isProtected[i]) continue;
      chain++;
      candidates.push(...candidatesFor(evaluator, solution, i, o));
    }
  }
  return candidates;
}

function candidatesFor(evaluator: RepairEvaluator, solution: Solution, i: number, o: number): Candidate[] {
  const c = evaluator.compiled;
  const timing = evaluator.timing;
  const mode = solution.modeOf[i]!;
  const sequence = solution.sequences[c.modeWorkCenter[mode]!]!;
  const index = sequence.indexOf(i);
  const out: Candidate[] = [];
  if (Number.isFinite(evaluator.anchors[i]!) && timing.startAt[i]! <= evaluator.anchors[i]! + 1e-6)
    out.push({ operation: i, orderIndex: o, action: 'advance', placement: { mode, index } });
  for (let k = 1; k <= RESEQUENCE_REACH && index - k >= 0; k++)
    out.push({ operation: i, orderIndex: o, action: 'resequence', placement: { mode, index: index - k } });
  for (let other = c.modeStart[i]!; other < c.modeStart[i + 1]!; other++) {
    if (other === mode) continue;
    const target = c.modeWorkCenter[other]!;
    const at = indexAtTime(solution.sequences[target]!, timing, timing.startAt[i]!);
    for (const k of [at - 1, at]) {
      if (k < 0) continue;
      out.push({ operation: i, orderIndex: o, action: 'reassign', placement: { mode: other, index: k } });
    }
  }
  return out;
}
