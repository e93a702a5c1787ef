import { expect } from 'vitest';
import type { Conversation } from './chat.test-support.ts';
import {
  buttonsText,
  DAY,
  HOUR,
  isSchedule,
  mentions,
  NOW,
  newDowntimes,
  newOrdersIn,
  offersApply,
  plantDate,
  type Reply,
} from './reply.test-support.ts';

export * from './chat.test-support.ts';
export * from './reply.test-support.ts';

/**
 * The conversation test suite of issue 10: a planner talks to the assistant through the API, turn after
 * turn, as the web app does (the planner's text unchanged, the last 5 messages as history, the language
 * chosen), presses the buttons the replies offer (Apply, Undo, a suggested answer), and the tests check
 * what happened to the plant's data, never the wording of a reply. These are the outcome checks the
 * conversations share.
 */
/** The reply lists exactly the released plan's late orders (`data.late_orders[].order_id`). */
export async function expectLateList(c: Conversation, reply: Reply) {
  const listed = ((reply.data as { late_orders?: { order_id: string }[] } | undefined)?.late_orders ?? [])
    .map((o) => o.order_id)
    .sort();
  expect
    .soft(listed, c.at('late orders listed ≠ late orders of the released plan'))
    .toEqual(await c.lateIds());
}

/** A question back: no Apply, buttons naming the candidates. */
export function expectClarification(c: Conversation, reply: Reply, candidates: string[]) {
  expect.soft(offersApply(reply), c.at('a question must offer no Apply')).toBe(false);
  expect.soft(reply.needs_clarification, c.at('expected a question back')).toBe(true);
  for (const candidate of candidates)
    expect.soft(buttonsText(reply), c.at(`the buttons should offer ${candidate}`)).toContain(candidate);
}

/** A proposal putting a new downtime on `workCenter` over about [from, to]; nothing new elsewhere. */
export function expectDowntimeProposal(
  c: Conversation,
  reply: Reply,
  workCenter: string,
  from: number,
  to: number,
  tolerance = HOUR,
) {
  expect(
    offersApply(reply),
    c.at(`expected a proposal with Apply (got ${reply.type}: ${reply.text.slice(0, 120)})`),
  ).toBe(true);
  const added = newDowntimes(reply);
  expect
    .soft(
      added.map((d) => d.work_center).filter((w) => w !== workCenter),
      c.at('downtime put on another machine'),
    )
    .toEqual([]);
  const mine = added.filter((d) => d.work_center === workCenter);
  expect(mine.length, c.at(`no new downtime on ${workCenter}`)).toBeGreaterThan(0);
  const start = Math.min(...mine.map((d) => Date.parse(d.start_time)));
  const end = Math.max(...mine.map((d) => Date.parse(d.end_time)));
  expect
    .soft(Math.abs(start - from), c.at(`downtime starts ${new Date(start).toISOString()}`))
    .toBeLessThanOrEqual(tolerance);
  expect
    .soft(Math.abs(end - to), c.at(`downtime ends ${new Date(end).toISOString()}`))
    .toBeLessThanOrEqual(tolerance);
}

/** Nothing in the plan changed (no Apply was pressed, nothing was written behind the planner's back). */
export async function expectUnchanged(
  c: Conversation,
  before: Awaited<ReturnType<Conversation['snapshot']>>,
  what: string,
) {
  expect.soft(await c.snapshot(), c.at(what)).toEqual(before);
}

/** A "machine is back" turn: no new downtime proposed; applied, no downtime is in force on it any more. */
export async function expectBackUp(c: Conversation, reply: Reply, workCenter: string) {
  expect.soft(newDowntimes(reply), c.at('"back up" proposed a new downtime')).toEqual([]);
  const before = await c.downtimes();
  if (offersApply(reply)) await c.apply(reply);
  const after = await c.downtimes();
  expect.soft(await c.addedDowntimes(before), c.at('"back up" added a downtime')).toEqual([]);
  const inForce = after.filter((d) => d.work_center === workCenter && d.start <= NOW && d.end > NOW + 60_000);
  expect.soft(inForce, c.at(`a downtime on ${workCenter} is still in force`)).toEqual([]);
  return after;
}

/** More capacity never makes an order late that was not: every late order of the proposal already was. */
export async function expectNoNewLateness(c: Conversation, reply: Reply) {
  if (!isSchedule(reply)) return;
  const before = new Set(await c.lateIds());
  const worse = reply.late_orders.map((o) => o.order_id).filter((id) => !before.has(id));
  expect.soft(worse, c.at('more capacity made orders late')).toEqual([]);
}

/** Presses Apply on a downtime proposal and finds exactly that downtime recorded, nothing else. */
export async function applyAndExpectDowntime(
  c: Conversation,
  reply: Reply,
  workCenter: string,
  from: number,
  to: number,
  tolerance = HOUR,
) {
  const before = await c.downtimes();
  await c.apply(reply);
  const added = await c.addedDowntimes(before);
  expect
    .soft(
      added.map((d) => d.work_center),
      c.at(`Apply should record one downtime on ${workCenter}`),
    )
    .toEqual([workCenter]);
  for (const d of added.filter((a) => a.work_center === workCenter)) {
    expect
      .soft(Math.abs(d.start - from), c.at(`recorded start ${new Date(d.start).toISOString()}`))
      .toBeLessThanOrEqual(tolerance);
    expect
      .soft(Math.abs(d.end - to), c.at(`recorded end ${new Date(d.end).toISOString()}`))
      .toBeLessThanOrEqual(tolerance);
  }
}

/** Two requests in one line: two steps in one proposal, or a question with both as buttons, never one dropped. */
export function expectBothOrAsk(c: Conversation, reply: Reply, first: string, second: string) {
  if (reply.needs_clarification) {
    expect.soft(offersApply(reply), c.at('a question must offer no Apply')).toBe(false);
    expect
      .soft((reply.suggested_actions ?? []).length, c.at('a question needs buttons'))
      .toBeGreaterThanOrEqual(2);
    for (const part of [first, second])
      expect.soft(buttonsText(reply), c.at(`no button for the ${part} request`)).toContain(part);
    return;
  }
  for (const part of [first, second])
    expect
      .soft(
        mentions(reply, part) || newDowntimes(reply).some((d) => d.work_center === part),
        c.at(`the ${part} request was dropped`),
      )
      .toBe(true);
}

/** Order `id`'s release or due date moved by `days` (negative: pulled in). */
export async function expectMovedBy(
  c: Conversation,
  id: string,
  before: { start: number | null; due: number | null },
  days: number,
) {
  const after = await c.order(id);
  const moved = (a: number | null | undefined, b: number | null) =>
    a != null && b != null && Math.abs(a - b - days * DAY) <= HOUR;
  const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
  expect
    .soft(
      moved(after?.start, before.start) || moved(after?.due, before.due),
      c.at(
        `order ${id} should move ${days} d: start ${iso(before.start)} → ${iso(after?.start)}, due ${iso(before.due)} → ${iso(after?.due)}`,
      ),
    )
    .toBe(true);
}

/** Order `id`'s release or due date now falls on plant date `day`. */
export async function expectOnDate(c: Conversation, id: string, day: string) {
  const after = await c.order(id);
  const days = [after?.start, after?.due].map((ms) => (ms == null ? null : plantDate(ms)));
  expect.soft(days, c.at(`order ${id} should start or be due on ${day}`)).toContain(day);
}

/** A rush that needs production: one new order of `material`, at most `most` units, due in [from, to]. */
export function expectRushProposal(
  c: Conversation,
  reply: Reply,
  known: readonly string[],
  material: string,
  most: number,
  from: number,
  to: number,
) {
  expect(
    isSchedule(reply) && offersApply(reply),
    c.at(`expected a rush proposal (got ${reply.type}: ${reply.text.slice(0, 120)})`),
  ).toBe(true);
  const fresh = newOrdersIn(reply, known);
  expect(
    fresh.map((o) => o.material),
    c.at('the new orders of the proposal'),
  ).toEqual([material]);
  const [order] = fresh;
  expect.soft(order!.quantity, c.at('rush quantity')).toBeGreaterThan(0);
  expect.soft(order!.quantity, c.at('rush quantity')).toBeLessThanOrEqual(most);
  const due = order!.due_date ? Date.parse(order!.due_date) : Number.NaN;
  expect.soft(due >= from && due <= to, c.at(`rush due ${order!.due_date}`)).toBe(true);
  return order!;
}

/** A rush that free stock covers: nothing new to make, and the reply is about that material. */
export function expectServedFromStock(
  c: Conversation,
  reply: Reply,
  known: readonly string[],
  material: string,
) {
  expect.soft(newOrdersIn(reply, known), c.at('stock covers it, yet production was planned')).toEqual([]);
  expect.soft(mentions(reply, material), c.at(`the reply is not about ${material}`)).toBe(true);
}

/** More capacity as a proposal: Apply offered, no downtime read into it, no order made late. */
export async function expectCapacityProposal(c: Conversation, reply: Reply) {
  expect(
    offersApply(reply),
    c.at(`expected a capacity proposal (got ${reply.type}: ${reply.text.slice(0, 120)})`),
  ).toBe(true);
  expect.soft(newDowntimes(reply), c.at('extra capacity read as a downtime')).toEqual([]);
  await expectNoNewLateness(c, reply);
}

/** A what-if: a plan computed and shown, no Apply, nothing changed. */
export async function expectWhatIf(
  c: Conversation,
  reply: Reply,
  before: Awaited<ReturnType<Conversation['snapshot']>>,
) {
  expect
    .soft(isSchedule(reply), c.at(`a what-if should show a computed plan (got ${reply.type})`))
    .toBe(true);
  expect.soft(offersApply(reply), c.at('a what-if offered Apply')).toBe(false);
  await expectUnchanged(c, before, 'a what-if changed the plan');
}

/** A downtime in the reply's plan on `workCenter` covering [from, to]. */
export function expectDowntimeCovering(
  c: Conversation,
  reply: Reply,
  workCenter: string,
  from: number,
  to: number,
) {
  const covering = newDowntimes(reply).some(
    (d) => d.work_center === workCenter && Date.parse(d.start_time) <= from && Date.parse(d.end_time) >= to,
  );
  expect
    .soft(
      covering,
      c.at(
        `no downtime on ${workCenter} over ${new Date(from).toISOString()}..${new Date(to).toISOString()}`,
      ),
    )
    .toBe(true);
}
