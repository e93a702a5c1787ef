import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { type PlacementState, setupOn } from '../decode/placement.ts';
import type { DispatchRule } from '../options.ts';

/** Averages the apparent-tardiness rules scale by, computed once per problem. */
export interface RuleContext {
  rule: DispatchRule;
  averageRunMinutes: number;
  averageSetupMinutes: number;
}

/** Look-ahead of ATC: how many average run times of slack still count as urgent. */
const ATC_LOOKAHEAD = 2;
/** Setup scaling of ATCS: how strongly a setup lowers the priority. */
const ATCS_SETUP_SCALE = 0.5;

export function ruleContext(compiled: CompiledProblem, rule: DispatchRule): RuleContext {
  let run = 0;
  for (const minutes of compiled.modeRun) run += minutes;
  let setup = 0;
  let setups = 0;
  for (const table of new Set(compiled.setupTables)) {
    for (const minutes of table) {
      if (minutes > 0) {
        setup += minutes;
        setups++;
      }
    }
  }
  return {
    rule,
    averageRunMinutes: Math.max(1e-9, run / Math.max(1, compiled.modeRun.length)),
    averageSetupMinutes: setups > 0 ? setup / setups : 1,
  };
}

function shortestRun(compiled: CompiledProblem, i: number): number {
  let run = Number.POSITIVE_INFINITY;
  for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++)
    run = Math.min(run, compiled.modeRun[k]!);
  return run;
}

/** Smallest setup operation `i` would need on any of its work centers right now. */
function smallestSetup(compiled: CompiledProblem, state: PlacementState, i: number): number {
  let setup = Number.POSITIVE_INFINITY;
  for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++) {
    const m = compiled.modeWorkCenter[k]!;
    setup = Math.min(setup, setupOn(compiled, m, state.machineFamily[m]!, compiled.family[i]!));
  }
  return setup;
}

/** Due date of the operation itself: the order's due date less the work still to follow it. */
function operationDue(compiled: CompiledProblem, i: number): number {
  return compiled.orderDue[compiled.orderOf[i]!]! - (compiled.tailMinutes[i]! - shortestRun(compiled, i));
}

/** Apparent tardiness cost index (Vepsalainen & Morton), optionally with setups (Lee, Bhaskaran & Pinedo). */
function apparentTardinessCost(
  compiled: CompiledProblem,
  context: RuleContext,
  state: PlacementState,
  i: number,
  startAt: number,
): number {
  const run = Math.max(shortestRun(compiled, i), 1e-9);
  const slack = Math.max(0, operationDue(compiled, i) - run - startAt);
  let index =
    (compiled.orderWeight[compiled.orderOf[i]!]! / run) *
    Math.exp(-slack / (ATC_LOOKAHEAD * context.averageRunMinutes));
  if (context.rule === 'atcs') {
    index *= Math.exp(-smallestSetup(compiled, state, i) / (ATCS_SETUP_SCALE * context.averageSetupMinutes));
  }
  return -index;
}

/**
 * Priority key of a ready operation under the rule, smaller first: `edd` earliest operation due date,
 * `spt` shortest run plus setup, `mwkr` most work remaining, `atc`/`atcs` apparent tardiness cost
 * (with setups), `baseline` earliest baseline start. Operations under a maximum wait come first.
 */
export function dispatchKey(
  compiled: CompiledProblem,
  context: RuleContext,
  state: PlacementState,
  i: number,
  startAt: number,
): number {
  if (compiled.maxLag[i]! < Number.POSITIVE_INFINITY) return Number.NEGATIVE_INFINITY;
  switch (context.rule) {
    case 'edd':
      return operationDue(compiled, i);
    case 'spt':
      return shortestRun(compiled, i) + smallestSetup(compiled, state, i);
    case 'mwkr':
      return -compiled.tailMinutes[i]!;
    case 'atc':
    case 'atcs':
      return apparentTardinessCost(compiled, context, state, i, startAt);
    case 'baseline': {
      const baselineStart = compiled.baselineStart[i]!;
      return Number.isNaN(baselineStart) ? operationDue(compiled, i) : baselineStart;
    }
    default:
      return assertNever(context.rule);
  }
}

function assertNever(value: never): never {
  throw new TypeError(`Unknown dispatch rule ${String(value)}`);
}
