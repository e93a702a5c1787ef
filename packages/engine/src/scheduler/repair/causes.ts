import type { Decoder } from '../decode/decoder.ts';
import type { Solution, Timing } from '../decode/solution.ts';
import type { RepairEvaluator } from './evaluator.ts';
import type { ForcedMove, MoveCause, OperationMove } from './model.ts';

/** A knock-on chain longer than this keeps its first and last operations only. */
const MAX_CHAIN = 12;

/**
 * Why each operation of the repaired plan differs from the previous plan: forced (its slot is gone),
 * improvement (an improvement step moved it), or knock-on (pushed later; the chain of operations whose
 * ends fixed its start, back to the forced or improved one, or to a started operation running late).
 * New operations are forced (`new_operation`). Listed forced first, then knock-on, then improvement,
 * each in planned-start order.
 */
export function explainMoves(
  evaluator: RepairEvaluator,
  solution: Solution,
  timing: Timing,
  decoder: Decoder,
  forced: ReadonlyMap<number, ForcedMove>,
  touchedBy: Int32Array,
): OperationMove[] {
  const c = evaluator.compiled;
  const isRoot = (i: number) => forced.has(i) || touchedBy[i]! > 0 || c.isFrozen[i] === 1;
  const moves: { i: number; cause: MoveCause }[] = [];
  for (let i = 0; i < c.operationIds.length; i++) {
    if (c.isFrozen[i]) continue;
    const forcedMove = forced.get(i);
    if (forcedMove) {
      if (forcedMove.reason === 'new_operation' || evaluator.isMoved(solution, timing, i))
        moves.push({ i, cause: { kind: 'forced', ...forcedMove } });
      continue;
    }
    if (!evaluator.isMoved(solution, timing, i)) continue;
    if (touchedBy[i]! > 0) {
      moves.push({ i, cause: { kind: 'improvement', step: touchedBy[i]! } });
      continue;
    }
    const chain: number[] = [i];
    const seen = new Set(chain);
    for (let j = pusherOf(timing, decoder, i); j >= 0 && !seen.has(j); j = pusherOf(timing, decoder, j)) {
      chain.push(j);
      seen.add(j);
      if (isRoot(j)) break;
    }
    const ordered = chain.reverse();
    const kept = ordered.length > MAX_CHAIN ? [ordered[0]!, ...ordered.slice(-(MAX_CHAIN - 1))] : ordered;
    moves.push({ i, cause: { kind: 'knock_on', chain: kept.map((k) => c.operationIds[k]!) } });
  }
  const rank = { forced: 0, knock_on: 1, improvement: 2 } as const;
  const startOf = (i: number) =>
    Number.isNaN(c.baselineStart[i]!) ? timing.startAt[i]! : c.baselineStart[i]!;
  moves.sort((a, b) => rank[a.cause.kind] - rank[b.cause.kind] || startOf(a.i) - startOf(b.i) || a.i - b.i);
  return moves.map((m) => ({ operationId: c.operationIds[m.i]!, cause: m.cause }));
}

/** The operation whose end fixed `i`'s start: its job or machine predecessor, or the successor whose maximum wait held it back. */
function pusherOf(timing: Timing, decoder: Decoder, i: number): number {
  const critical = timing.criticalPredecessor[i]!;
  return critical >= 0 ? critical : decoder.raisedBy[i]!;
}
