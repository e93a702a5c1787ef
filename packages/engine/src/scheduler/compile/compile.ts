import type { SchedulingProblem } from '../model.ts';
import type { TimeInterval } from '../time-interval.ts';
import { buildCalendar } from './calendar.ts';
import { compileFrozen } from './compile-frozen.ts';
import { computeTails } from './compile-tails.ts';
import type { Blocks, CompiledProblem } from './compiled-problem.ts';
import { listPredecessors } from './routing.ts';
import { buildSetupTable } from './setup-matrix.ts';

const indexById = (items: readonly { id: string }[]) => new Map(items.map((item, i) => [item.id, i]));

function toBlocks(entries: { interval: TimeInterval; family: number }[]): Blocks {
  entries.sort((a, b) => a.interval.startAt - b.interval.startAt);
  return {
    starts: Float64Array.from(entries, (e) => e.interval.startAt),
    ends: Float64Array.from(entries, (e) => e.interval.endAt),
    families: Int32Array.from(entries, (e) => e.family),
  };
}

function compressedLists(count: number, lists: number[][]): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) start[i + 1] = start[i]! + lists[i]!.length;
  return { start, list: Int32Array.from(lists.flat()) };
}

/** Every setup family named by an operation or a work center's initial state (a machine set up for a family no order uses still needs a setup to change). */
function familiesOf(problem: SchedulingProblem) {
  const names = [
    ...new Set([
      ...problem.operations.flatMap((o) => (o.setupFamily === undefined ? [] : [o.setupFamily])),
      ...problem.workCenters.flatMap((w) =>
        w.initialSetupFamily === undefined ? [] : [w.initialSetupFamily],
      ),
    ]),
  ];
  const index = new Map(names.map((name, i) => [name, i]));
  return {
    names,
    index,
    of: (name: string | undefined) => (name === undefined ? -1 : (index.get(name) ?? -1)),
  };
}

function compileModes(problem: SchedulingProblem, workCenterIndex: Map<string, number>) {
  const modeLists = problem.operations.map((operation) => operation.modes.map((_, k) => k));
  const { start } = compressedLists(problem.operations.length, modeLists);
  const modes = problem.operations.flatMap((o) => o.modes);
  return {
    modeStart: start,
    modeWorkCenter: Int32Array.from(modes, (m) => workCenterIndex.get(m.workCenterId)!),
    modeRun: Float64Array.from(modes, (m) => m.runMinutes),
  };
}

function compilePrecedence(problem: SchedulingProblem, operationIndex: Map<string, number>) {
  const n = problem.operations.length;
  const predecessors = listPredecessors(problem.operations);
  const preds: number[][] = problem.operations.map((o) =>
    (predecessors.get(o.id) ?? []).map((p) => operationIndex.get(p)!),
  );
  const succs: number[][] = problem.operations.map(() => []);
  preds.forEach((list, i) => {
    for (const p of list) succs[p]!.push(i);
  });
  const pred = compressedLists(n, preds);
  const succ = compressedLists(n, succs);
  const maxLag = Float64Array.from(problem.operations, (o, i) =>
    preds[i]!.length > 0 ? (o.maxWaitMinutes ?? Infinity) : Infinity,
  );
  return {
    predStart: pred.start,
    predList: pred.list,
    succStart: succ.start,
    succList: succ.list,
    minLag: Float64Array.from(problem.operations, (o) => o.minWaitMinutes ?? 0),
    maxLag,
    hasMaxLag: maxLag.some(Number.isFinite),
  };
}

/** Turns a validated problem into the numbered form; call `validateProblem` first. */
export function compileProblem(problem: SchedulingProblem): CompiledProblem {
  const n = problem.operations.length;
  const workCenterIndex = indexById(problem.workCenters);
  const operationIndex = indexById(problem.operations);
  const orderIndex = indexById(problem.orders);
  const molds = problem.molds ?? [];
  const moldIndex = indexById(molds);
  const families = familiesOf(problem);
  const modes = compileModes(problem, workCenterIndex);
  const precedence = compilePrecedence(problem, operationIndex);
  const frozen = compileFrozen(problem, modes, families.of, moldIndex);
  const moldLists = compressedLists(
    n,
    problem.operations.map((o) => (o.moldIds ?? []).map((m) => moldIndex.get(m)!)),
  );
  const moldFits = new Uint8Array(molds.length * problem.workCenters.length);
  molds.forEach((mold, j) => {
    for (const w of mold.workCenterIds)
      moldFits[j * problem.workCenters.length + workCenterIndex.get(w)!] = 1;
  });
  const baselineWorkCenter = new Int32Array(n).fill(-1);
  const baselineStart = new Float64Array(n).fill(Number.NaN);
  const baselineMold = new Int32Array(n).fill(-1);
  for (const entry of problem.baseline?.operations ?? []) {
    const i = operationIndex.get(entry.operationId);
    const w = workCenterIndex.get(entry.workCenterId);
    if (i === undefined) continue;
    baselineWorkCenter[i] = w ?? -1;
    baselineStart[i] = entry.startAt;
    if (entry.moldId !== undefined && problem.operations[i]!.moldIds?.includes(entry.moldId))
      baselineMold[i] = moldIndex.get(entry.moldId) ?? -1;
  }
  const tables = new Map<string, Float64Array>();
  const tableOf = (type: string) => {
    if (!tables.has(type))
      tables.set(
        type,
        buildSetupTable(
          problem.setupMatrices?.find((m) => m.workCenterType === type),
          families.names,
        ),
      );
    return tables.get(type)!;
  };
  const orderOf = Int32Array.from(problem.operations, (o) => orderIndex.get(o.orderId)!);
  const calendars = problem.workCenters.map((w) => buildCalendar(w.calendar));
  const compiled: CompiledProblem = {
    problem,
    operationIds: problem.operations.map((o) => o.id),
    workCenterIds: problem.workCenters.map((w) => w.id),
    moldIds: molds.map((m) => m.id),
    orderOf,
    orderRelease: Float64Array.from(problem.orders, (o) => o.releaseAt ?? 0),
    orderDue: Float64Array.from(problem.orders, (o) => o.dueAt ?? Infinity),
    orderWeight: Float64Array.from(problem.orders, (o) => o.weight ?? 1),
    ...modes,
    ...precedence,
    family: Int32Array.from(problem.operations, (o) => families.of(o.setupFamily)),
    familyCount: families.names.length,
    canPause: Uint8Array.from(problem.operations, (o) => (o.canPause ? 1 : 0)),
    moldStart: moldLists.start,
    moldList: moldLists.list,
    moldFits,
    ...frozen,
    calendars,
    // Without frozen work a work center's placement calendar is its calendar: built once, shared read-only.
    placementCalendars: problem.workCenters.map((w, k) =>
      frozen.frozenIntervalsByWorkCenter[k]!.length > 0
        ? buildCalendar(w.calendar, frozen.frozenIntervalsByWorkCenter[k])
        : calendars[k]!,
    ),
    frozenBlocks: frozen.frozenEntriesByWorkCenter.map(toBlocks),
    moldBlocks: molds.map((mold, j) =>
      toBlocks([
        ...(mold.unavailable ?? []).map((interval) => ({ interval, family: -1 })),
        ...frozen.frozenEntriesByMold[j]!,
      ]),
    ),
    setupTables: problem.workCenters.map((w) => tableOf(w.type ?? w.id)),
    initialFamily: Int32Array.from(problem.workCenters, (w) => families.of(w.initialSetupFamily)),
    baselineWorkCenter,
    baselineStart,
    baselineMold,
    tailMinutes: new Float64Array(n),
  };
  computeTails(compiled);
  return compiled;
}
