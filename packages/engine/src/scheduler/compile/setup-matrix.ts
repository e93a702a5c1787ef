import type { SetupMatrix } from '../model.ts';

const WILDCARD = '*';

/**
 * Setup minutes on a work center of a matrix when changing from family `from` to family `to`.
 * No family on either side (`undefined`) costs nothing. The most specific rule wins: exact pair, then
 * `from`→`*`, then `*`→`to`, then `*`→`*`; the same family costs nothing unless an exact rule says so.
 */
export function setupMinutesBetween(
  matrix: SetupMatrix | undefined,
  from: string | undefined,
  to: string | undefined,
): number {
  if (!matrix || from === undefined || to === undefined) return 0;
  let fromAny: number | undefined;
  let anyTo: number | undefined;
  let anyAny: number | undefined;
  for (const rule of matrix.rules) {
    const isFrom = rule.fromFamily === from;
    const isTo = rule.toFamily === to;
    if (isFrom && isTo) return rule.setupMinutes;
    if (isFrom && rule.toFamily === WILDCARD) fromAny = rule.setupMinutes;
    else if (rule.fromFamily === WILDCARD && isTo) anyTo = rule.setupMinutes;
    else if (rule.fromFamily === WILDCARD && rule.toFamily === WILDCARD) anyAny = rule.setupMinutes;
  }
  if (from === to) return 0;
  return fromAny ?? anyTo ?? anyAny ?? 0;
}

/**
 * Dense table of a matrix over numbered families: `table[from * familyCount + to]`, with `from ===
 * familyCount` standing for "no family yet" (free).
 */
export function buildSetupTable(matrix: SetupMatrix | undefined, families: readonly string[]): Float64Array {
  const count = families.length;
  const table = new Float64Array((count + 1) * count);
  if (!matrix) return table;
  for (let from = 0; from < count; from++) {
    for (let to = 0; to < count; to++) {
      table[from * count + to] = setupMinutesBetween(matrix, families[from], families[to]);
    }
  }
  return table;
}

/**
 * The setup family an operation runs in: its routing step's, except that a step needing a mold runs
 * in the mold's family (changing molds is what costs the time). No family when the step has none.
 * One rule for the scheduler's problem and the line analysis's changeover count.
 */
export function operationSetupFamily(
  step: { setupFamily: string | null | undefined; requiresMold: boolean } | undefined,
  moldFamily: string | null | undefined,
): string | undefined {
  if (!step?.setupFamily) return undefined;
  return (step.requiresMold ? moldFamily : undefined) ?? step.setupFamily;
}
