import { catalogItem } from './catalog.ts';
import { FINISHED_GOOD_PLANS } from './demand-model.ts';
import { type LineProduct, productionLines } from './lines.ts';
import type { PlanBoard } from './order-plan.ts';
import type { Random } from './prng.ts';
import {
  type OrderRequest,
  type PlannedOrder,
  planScheduled,
  planUnscheduled,
  statusOf,
} from './production-orders.ts';
import type { OrderPriority } from './rows.ts';
import { ANCHOR_MS, atDay, DAY_MS, HOUR_MS, MINUTE_MS, onDayAt, plantDayStart, weekStart } from './time.ts';
import { forwardInterval } from './working-time.ts';

/** Lines are loaded until the start of this week; later demand is left to MRP. */
const LINE_END_MS = weekStart(6);

/** Orders entered after the last scheduling run: pull-ins and an MRP conversion, on basic dates only. */
// biome-ignore format: one row per line reads as a table
const UNSCHEDULED: OrderRequest[] = [
  {
    materialId: 'PRODUCT-001',
    quantity: 2400,
    dueMs: atDay(18, 14),
    priority: 'Urgent',
    customerId: 'C-1001',
  },
  { materialId: 'STD-101', quantity: 12000, dueMs: atDay(17, 14), priority: 'Urgent', customerId: 'C-1005' },
  { materialId: 'FG-HOSE-38', quantity: 4500, dueMs: atDay(3, 14), priority: 'Urgent', customerId: 'C-1002' },
  { materialId: 'FG-OS-5072', quantity: 4000, dueMs: atDay(10, 14), priority: 'High', customerId: 'C-1010' },
  { materialId: 'MB-EPDM-N550', quantity: 9000, dueMs: atDay(18, 6), priority: 'High', customerId: null },
];

interface LineState {
  workCenterId: string;
  products: LineProduct[];
  utilization: number;
  nextMs: number;
  producedHours: Map<string, number>;
}

/** The product whose share of the line's output is furthest behind its share of demand. */
function mostBehind(line: LineState): LineProduct {
  const totalHours = [...line.producedHours.values()].reduce((a, b) => a + b, 0);
  const totalDemand = line.products.reduce((a, p) => a + p.weeklyHours, 0);
  const deficit = (p: LineProduct) =>
    (p.weeklyHours / totalDemand) * totalHours - (line.producedHours.get(p.materialId) ?? 0);
  return line.products.reduce((best, p) => (deficit(p) > deficit(best) ? p : best));
}

function quantityFor(product: LineProduct, random: Random): number {
  const item = catalogItem(product.materialId);
  const made = item.made;
  // Mixing and calendering run campaigns; small sellers are made a month or more at a time.
  const isCampaign = item.type === 'COMPOUND' || item.type === 'SEMI' || product.weeklyHours < 5;
  const coverWeeks = isCampaign ? random.between(3, 5) : random.between(2, 3.2);
  const rounding = made?.roundingQty || 1;
  const quantity = Math.ceil((product.weeklyQuantity * coverWeeks) / rounding) * rounding;
  return Math.max(quantity, made?.minOrderQty ?? 1, 1);
}

function toMinute(ms: number): number {
  return Math.round(ms / MINUTE_MS) * MINUTE_MS;
}

/** The next 14:00 or 22:00 plant time at or after `ms`. */
function nextDueSlot(ms: number): number {
  const day = plantDayStart(ms);
  for (const slot of [onDayAt(day, 14), onDayAt(day, 22), onDayAt(day, 24 + 14)]) {
    if (slot >= ms) return slot;
  }
  return onDayAt(day, 24 + 14);
}

/** Due a little after the planned finish; a few orders are already due before it (at risk). */
function dueFor(endMs: number, isCompound: boolean, random: Random): number {
  if (endMs > ANCHOR_MS && random.chance(0.08)) return nextDueSlot(endMs - random.between(20, 40) * HOUR_MS);
  const slackDays = isCompound ? random.between(0.3, 1) : random.between(0.5, 3.5);
  return nextDueSlot(endMs + slackDays * DAY_MS);
}

function priorityFor(materialId: string, random: Random): OrderPriority {
  const plan = FINISHED_GOOD_PLANS.find((p) => p.materialId === materialId);
  if (random.chance(0.15)) return random.pick<OrderPriority>(['Low', 'Normal', 'High']);
  return plan?.priority ?? 'Normal';
}

/**
 * The whole order book. Last week's finite scheduling run loaded every line (the primary work
 * center of each item's first operation) at the share its demand needs, from a little before now
 * to week 6; the orders entered since carry only basic dates and may overload their work centers.
 */
export function planOrderBook(
  board: PlanBoard,
  random: Random,
  weeklyUsage: ReadonlyMap<string, number>,
): PlannedOrder[] {
  const lines: LineState[] = productionLines(weeklyUsage).map((line) => ({
    ...line,
    nextMs: toMinute(ANCHOR_MS - random.between(5, 20) * DAY_MS),
    producedHours: new Map(line.products.map((p) => [p.materialId, random.between(0, p.weeklyHours)])),
  }));
  const orders: PlannedOrder[] = [];
  for (;;) {
    const line = lines.filter((l) => l.nextMs < LINE_END_MS).sort((a, b) => a.nextMs - b.nextMs)[0];
    if (!line) break;
    const product = mostBehind(line);
    const quantity = quantityFor(product, random);
    const operations = planScheduled(board, product.materialId, quantity, line.nextMs);
    const main = operations[0]!;
    const last = operations[operations.length - 1]!;
    const runHours = (main.setupMinutes + main.durationMins) / 60;
    line.producedHours.set(product.materialId, (line.producedHours.get(product.materialId) ?? 0) + runHours);
    const idleMinutes = runHours * 60 * (1 / Math.min(0.95, line.utilization) - 1) * random.between(0.7, 1.3);
    line.nextMs = forwardInterval(
      board.spans.get(line.workCenterId) ?? [],
      main.endMs,
      Math.round(idleMinutes),
    ).endMs;
    const plan = FINISHED_GOOD_PLANS.find((p) => p.materialId === product.materialId);
    orders.push({
      request: {
        materialId: product.materialId,
        quantity,
        dueMs: dueFor(last.endMs, catalogItem(product.materialId).type === 'COMPOUND', random),
        priority: priorityFor(product.materialId, random),
        customerId: plan?.orderCustomerId ?? null,
      },
      status: statusOf(main.startMs, last.endMs),
      startMs: main.startMs,
      endMs: last.endMs,
      operations,
    });
  }
  return [...orders, ...UNSCHEDULED.map((request) => planUnscheduled(board, request))];
}
