import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScheduledOrder } from '@takt/contract';
import { expect } from 'vitest';
import { SEED_DIR } from '../../test/fixtures.ts';
import {
  type Conversation,
  DAY,
  dataText,
  expectUnchanged,
  isSchedule,
  mentions,
  NOW,
  offersApply,
  plant,
  type Reply,
} from '../conversation.test-support.ts';

/**
 * Outcome checks of the second holdout set, built only on the shared harness (conversation, chat and
 * reply test-support), the API contract and the sample plant's files. Nothing here knows how the
 * assistant works; every expected value comes from the plant's data or the planner's own plan.
 */

const MINUTE = 60_000;

export type Snapshot = Awaited<ReturnType<Conversation['snapshot']>>;

/** A whole plant day, [00:00, next 00:00] plant time: a rush "by Friday" is due on Friday. */
export const dayWindow = (day: string) => [plant(day), plant(day) + DAY] as const;

/** A question: no Apply offered, nothing in the plan changed. */
export async function expectQuestion(c: Conversation, reply: Reply, before: Snapshot) {
  expect.soft(offersApply(reply), c.at('a question offered Apply')).toBe(false);
  await expectUnchanged(c, before, 'a question changed the plan');
}

/** The reply names every one of `names` (an id or a name) where a planner reads it. */
export function expectNames(c: Conversation, reply: Reply, ...names: string[]) {
  for (const name of names)
    expect.soft(mentions(reply, name), c.at(`the reply does not name ${name}`)).toBe(true);
}

/** The reply names the subject by one of its ids or names. */
export function expectNamesOneOf(c: Conversation, reply: Reply, ...names: string[]) {
  expect
    .soft(
      names.some((n) => mentions(reply, n)),
      c.at(`the reply names none of ${names.join(', ')}`),
    )
    .toBe(true);
}

/** A machine's status now: names the machine and the order running on it now per the tables. */
export async function expectMachineNow(c: Conversation, reply: Reply, workCenter: string) {
  expectNames(c, reply, workCenter);
  const running = await c.runningOn(workCenter);
  if (running) expectNames(c, reply, running);
}

/** A customer's status: names the customer; its data lists exactly the customer's open orders. */
export async function expectCustomerStatus(c: Conversation, reply: Reply, customerId: string, name: string) {
  expectNamesOneOf(c, reply, customerId, name);
  const open = await c.openOrders();
  const mine = open
    .filter((o) => o.customer_id === customerId)
    .map((o) => o.order_id)
    .sort();
  const data = dataText(reply);
  const listed = open
    .map((o) => o.order_id)
    .filter((id) => data.includes(`"${id}"`))
    .sort();
  expect.soft(listed, c.at(`open orders listed ≠ open orders of ${customerId}`)).toEqual(mine);
}

// ---------------------------------------------------------------------------------------------------
// Purchase orders, read from the sample plant's own file (the test clock does not shift the plant).

interface PurchaseOrder {
  po_id: string;
  material_id: string;
  expected_date: string;
  status: string;
}
const PURCHASE_ORDERS = JSON.parse(
  readFileSync(join(SEED_DIR, 'purchase_orders.json'), 'utf8'),
) as PurchaseOrder[];

/** The purchase orders of `material` not yet received (open or in transit). */
export const openPurchaseOrders = (material: string) =>
  PURCHASE_ORDERS.filter((p) => p.material_id === material && p.status !== 'Received').map((p) => p.po_id);

/** Purchase orders not received whose expected date has passed. */
export const overduePurchaseOrders = () =>
  PURCHASE_ORDERS.filter((p) => p.status !== 'Received' && Date.parse(p.expected_date) < NOW).map(
    (p) => p.po_id,
  );

// ---------------------------------------------------------------------------------------------------
// What Apply recorded.

/** The released plan's operations as the orders screen shows them, by "order/operation". */
async function releasedOperations(c: Conversation) {
  const response = await c.t.app.inject({
    method: 'GET',
    url: '/api/masterdata/orders?source=playground&limit=1000',
    headers: c.headers,
  });
  const orders = response.json().orders as {
    order_id: string;
    operations: {
      operation_id: string;
      work_center: string;
      start_time: string | null;
      end_time: string | null;
    }[];
  }[];
  const ops = new Map<string, { work_center: string; start: number; end: number }>();
  for (const o of orders)
    for (const op of o.operations)
      ops.set(`${o.order_id}/${op.operation_id}`, {
        work_center: op.work_center,
        start: op.start_time ? Date.parse(op.start_time) : Number.NaN,
        end: op.end_time ? Date.parse(op.end_time) : Number.NaN,
      });
  return ops;
}

/**
 * Apply recorded the plan that was proposed: every operation of the plant's orders in the proposal is
 * now on the same work center at the same times (to the minute) in the released plan.
 */
export async function expectPlanAsProposed(c: Conversation, proposal: Reply, known: readonly string[]) {
  if (!isSchedule(proposal)) return;
  const released = await releasedOperations(c);
  const differ: string[] = [];
  for (const order of proposal.data.orders) {
    if (!known.includes(order.order_id)) continue;
    for (const op of order.operations) {
      const key = `${order.order_id}/${op.operation_id}`;
      const now = released.get(key);
      const same =
        now !== undefined &&
        now.work_center === op.work_center &&
        Math.abs(now.start - Date.parse(op.start_time)) <= MINUTE &&
        Math.abs(now.end - Date.parse(op.end_time)) <= MINUTE;
      if (!same)
        differ.push(
          `${key}: proposed ${op.work_center} ${op.start_time}..${op.end_time}, recorded ${
            now ? `${now.work_center} ${new Date(now.start).toISOString()}` : 'nothing'
          }`,
        );
    }
  }
  expect
    .soft(differ.slice(0, 5), c.at(`${differ.length} operations recorded otherwise than proposed`))
    .toEqual([]);
}

/** Apply recorded exactly the proposed rush order: one new order, its material, quantity and due date. */
export async function expectRushRecorded(
  c: Conversation,
  proposed: ScheduledOrder,
  known: readonly string[],
) {
  const fresh = (await c.orders()).filter((o) => !known.includes(o.order_id));
  expect
    .soft(
      fresh.map((o) => o.material),
      c.at('Apply should record exactly the one proposed order'),
    )
    .toEqual([proposed.material]);
  const [order] = fresh;
  if (!order) return;
  expect.soft(Number(order.quantity), c.at('recorded quantity ≠ proposed')).toBe(proposed.quantity);
  const due = proposed.due_date ? Date.parse(proposed.due_date) : Number.NaN;
  expect
    .soft(
      order.due !== null && Math.abs(order.due - due) <= MINUTE,
      c.at(
        `recorded due ${order.due === null ? null : new Date(order.due).toISOString()} ≠ proposed ${proposed.due_date}`,
      ),
    )
    .toBe(true);
}

/** After a typed confirmation (turn + its button): one change in force, no downtime added or removed. */
export async function expectBookedWithoutDowntime(
  c: Conversation,
  downtimesBefore: Awaited<ReturnType<Conversation['downtimes']>>,
) {
  expect.soft(await c.changesInForce(), c.at('nothing was recorded')).toBe(1);
  expect.soft(await c.downtimes(), c.at('extra capacity changed the downtimes')).toEqual(downtimesBefore);
}

/** After an undo: the plan is exactly the snapshot, no change in force. */
export async function expectRestored(c: Conversation, before: Snapshot) {
  await expectUnchanged(c, before, 'undo did not put the plan back');
  expect.soft(await c.changesInForce(), c.at('a change is still in force after undo')).toBe(0);
}
