import type { LineBalancingRequest, LineBalancingResult, LineListResponse } from '@takt/contract';
import {
  analyzeLineBalance,
  instantOfWallTime,
  lineTaskGraph,
  mixWeights,
  operationSetupFamily,
  type ProductionLine,
  periodBoundaries,
  type SequencedOperation,
} from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, readScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { plantClock, plantDate } from '../../time/plant-clock.ts';
import { loadReleasedPlan, type ReleasedPlan, releasedPlanWork } from '../released-plan.ts';
import { lineStationAssignment } from './line-assignment.ts';
import { focusOfCommand, lineOfCommand } from './line-command.ts';
import { type LineMasterData, loadLineMasterData } from './line-data.ts';
import { lineBalancingResult, lineName } from './line-wire.ts';

/** GET /api/line-balancing/lines: the lines the dataset's routings define. */
export async function listLines(
  db: Kysely<Database>,
  caller: Caller,
  source: LineListResponse['source'],
  language = 'en-US',
): Promise<LineListResponse> {
  const scope = await readScope(db, caller, source);
  const master = await loadLineMasterData(db, scope.datasetId);
  return {
    source: scope.source,
    lines: master.lines.map((l) => ({
      line_id: l.lineId,
      name: lineName(l, language),
      products: l.products,
      stations: l.stations.map((s) => s.stationId),
    })),
  };
}

/**
 * The line-balancing analysis (planning-workspaces §2, §3): the line asked for — by id, else the one
 * the command names, else the one with the most planned work —, over `days` plant days from `from`
 * (default today): its stations' rates from the routings and calendars, takt time from the open orders
 * due in those days, its load per station and day from the released plan (the figure CM01 shows), its
 * changeovers from the plan's sequence and the setup matrices, and texts in `language`.
 */
export async function analyzeLine(
  db: Kysely<Database>,
  caller: Caller,
  request: LineBalancingRequest,
  now: Date,
  language: string,
): Promise<LineBalancingResult> {
  const scope = await readScope(db, caller, request.source);
  const [master, plan] = await Promise.all([
    loadLineMasterData(db, scope.datasetId),
    loadReleasedPlan(db, scope.datasetId),
  ]);
  const line = chooseLine(request, master, plan);
  const focus =
    request.focus === 'full' && request.command ? (focusOfCommand(request.command) ?? 'full') : request.focus;
  const clock = plantClock(plan.timeZone);
  const fromAt = request.from ? instantOfWallTime(Date.parse(request.from), clock) : now.getTime();
  const boundaries = periodBoundaries('day', fromAt, request.days, clock);
  const [startAt, endAt] = [boundaries[0]!, boundaries[request.days]!];
  const demandUnits = await demandOf(db, scope.datasetId, plan, line, startAt, endAt);
  const batchSizes = batchSizesOf(plan, line);
  const analysis = analyzeLineBalance({
    line,
    calendars: plan.workCenters,
    work: releasedPlanWork(plan, now),
    boundaries,
    offsetAt: clock,
    demandUnits,
    batchSizes,
    sequence: sequenceOf(plan, master, line),
    setupMatrices: master.setupMatrices,
  });
  const graph = lineTaskGraph(line, mixWeights(line, demandUnits), batchSizes);
  return lineBalancingResult(line, analysis, {
    focus,
    master,
    dates: boundaries.slice(0, -1).map((at) => plantDate(at, plan.timeZone)),
    language,
    stationAssignment: lineStationAssignment(graph, analysis.taktMinutes),
  });
}

function chooseLine(
  request: LineBalancingRequest,
  master: LineMasterData,
  plan: ReleasedPlan,
): ProductionLine {
  if (request.line_id !== undefined) {
    const line = master.lines.find((l) => l.lineId === request.line_id);
    if (!line)
      throw new AppError('LINE_NOT_FOUND', { lineId: request.line_id }, [
        { field: 'line_id', message: 'is not a line of this dataset (GET /api/line-balancing/lines)' },
      ]);
    return line;
  }
  const named = request.command ? lineOfCommand(request.command, master.lines, master) : undefined;
  if (named) return named;
  const line = busiestLine(master.lines, plan);
  if (!line)
    throw new AppError('NO_PRODUCTION_LINES', {}, [
      { field: 'line_id', message: 'this dataset has no routings to derive a line from' },
    ]);
  return line;
}

/** The line whose products have the most open minutes in the released plan (the first line on a tie). */
function busiestLine(lines: readonly ProductionLine[], plan: ReleasedPlan): ProductionLine | undefined {
  const materialOf = new Map(plan.orders.map((o) => [o.order_id, o.material]));
  const minutesOf = new Map<string, number>();
  for (const op of plan.operations) {
    if (op.status === 'Done') continue;
    const material = materialOf.get(op.order_id);
    if (material) minutesOf.set(material, (minutesOf.get(material) ?? 0) + op.duration_mins);
  }
  let best: ProductionLine | undefined;
  let bestMinutes = -1;
  for (const line of lines) {
    const minutes = line.products.reduce((sum, p) => sum + (minutesOf.get(p) ?? 0), 0);
    if (minutes > bestMinutes) [best, bestMinutes] = [line, minutes];
  }
  return best;
}

/**
 * Units of each of the line's products due in [startAt, endAt): open production orders by their
 * basic end, and open sales orders by their requested date unless a production order already makes
 * them (no unit counted twice).
 */
async function demandOf(
  db: Kysely<Database>,
  datasetId: string | null,
  plan: ReleasedPlan,
  line: ProductionLine,
  startAt: number,
  endAt: number,
): Promise<Map<string, number>> {
  const products = new Set(line.products);
  const units = new Map<string, number>();
  const add = (material: string, quantity: number) =>
    units.set(material, (units.get(material) ?? 0) + quantity);
  const isDue = (at: Date | null | undefined) => !!at && at.getTime() >= startAt && at.getTime() < endAt;
  for (const order of plan.orders)
    if (products.has(order.material) && isDue(order.basic_end_date)) add(order.material, order.quantity);
  const made = new Set(plan.orders.map((o) => o.sales_order_id).filter((id) => id !== null));
  const sales = await scoped(db, datasetId)
    .selectFrom('sales_orders')
    .select(['sales_order_id', 'material_id', 'quantity', 'requested_date'])
    .where('status', '!=', 'Shipped')
    .execute();
  for (const so of sales)
    if (products.has(so.material_id) && !made.has(so.sales_order_id) && isDue(so.requested_date))
      add(so.material_id, so.quantity);
  return units;
}

/** A product's batch: the mean quantity of its open production orders (1 when it has none). */
function batchSizesOf(plan: ReleasedPlan, line: ProductionLine): Map<string, number> {
  return new Map(
    line.products.map((p) => {
      const orders = plan.orders.filter((o) => o.material === p);
      return [p, orders.length ? orders.reduce((sum, o) => sum + o.quantity, 0) / orders.length : 1];
    }),
  );
}

/**
 * The plan's operations on the line's machines with the setup family each runs in — the family the
 * scheduler gives it: the routing step's, or the mold family when the step needs a mold.
 */
function sequenceOf(plan: ReleasedPlan, master: LineMasterData, line: ProductionLine): SequencedOperation[] {
  const machines = new Set(line.stations.flatMap((s) => s.workCenterIds));
  const materialOf = new Map(plan.orders.map((o) => [o.order_id, o.material]));
  return plan.operations.flatMap((op) => {
    const material = materialOf.get(op.order_id);
    if (!machines.has(op.work_center) || !op.start_time || !material) return [];
    const step = master.steps.get(`${material}|${Number(op.operation_id)}`);
    const family = operationSetupFamily(step, master.materials.get(material)?.moldFamily);
    return [{ workCenterId: op.work_center, startAt: op.start_time.getTime(), family }];
  });
}
