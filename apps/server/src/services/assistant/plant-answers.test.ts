import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../app.test-support.ts';
import { TEST_NOW } from '../../test/fixtures.ts';
import {
  answerAffectedOrders,
  answerBottlenecks,
  answerOverdueReceipts,
  answerWhereUsed,
} from './plant-answers.ts';

/** Issue 10, answers from the data: where-used through phantoms, late receipts, bottlenecks, what a downtime hits. */
let t: TestApp;
const scope = { source: 'playground' as const, datasetId: 'default' };
const HOUR_MS = 3_600_000;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('answers from the plant data (issue 10)', () => {
  it('where-used follows phantom assemblies to the products built from them', async () => {
    const reply = await answerWhereUsed(t.database.db, scope, 'RM-778', 'en');
    const data = reply.data as { used_in: string[]; phantoms: string[] };
    // RM-778 goes into the phantom masterbatch MB-NR-N330, built inside BATCH-890 and CMP-NR70.
    expect(data.used_in).toEqual(expect.arrayContaining(['MB-NR-N330', 'BATCH-890', 'CMP-NR70']));
    expect(data.phantoms).toContain('MB-NR-N330');
    expect(reply.text).toContain('BATCH-890');
    const none = await answerWhereUsed(t.database.db, scope, 'FG-OS-5072', 'pt');
    expect(none.type).toBe('text');
  });

  it('late receipts are the open and in-transit purchase orders past their date, read from the table', async () => {
    const reply = await answerOverdueReceipts(t.database.db, scope, TEST_NOW, 'pt');
    const listed = (reply.data as { overdue: { po_id: string }[] }).overdue.map((p) => p.po_id).sort();
    const rows = await t.database.db
      .selectFrom('purchase_orders')
      .select(['po_id', 'status', 'expected_date'])
      .where('dataset_id', '=', 'default')
      .execute();
    const expected = rows
      .filter((p) => p.status !== 'Received' && new Date(p.expected_date).getTime() < TEST_NOW.getTime())
      .map((p) => p.po_id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(listed).toEqual(expected);
    expect(reply.text).toMatch(/dias? de atraso/);
  });

  it('bottlenecks rank the week by load over capacity, the most loaded first', async () => {
    const reply = await answerBottlenecks(t.database.db, scope, TEST_NOW, TEST_NOW, 'en');
    const loads = (reply.data as { loads: { workCenterId: string; utilizationPercent: number }[] }).loads;
    expect(loads.length).toBeGreaterThan(0);
    const percents = loads.map((l) => l.utilizationPercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(reply.text).toContain(loads[0]!.workCenterId);
  });

  it('a downtime hits the orders with work on the machine over its window', async () => {
    const from = TEST_NOW;
    const to = new Date(TEST_NOW.getTime() + 24 * HOUR_MS);
    const reply = await answerAffectedOrders(
      t.database.db,
      scope,
      'no-runs-yet',
      'PRS-06',
      from,
      to,
      'en',
      'America/Sao_Paulo',
    );
    const ops = await t.database.db
      .selectFrom('order_operations')
      .select(['order_id', 'start_time', 'end_time', 'status'])
      .where('dataset_id', '=', 'default')
      .where('work_center', '=', 'PRS-06')
      .execute();
    const expected = [
      ...new Set(
        ops
          .filter(
            (op) =>
              op.status !== 'Done' &&
              op.start_time &&
              op.end_time &&
              new Date(op.start_time).getTime() < to.getTime() &&
              new Date(op.end_time).getTime() > from.getTime(),
          )
          .map((op) => op.order_id),
      ),
    ].sort();
    expect([...(reply.data as { orders: string[] }).orders].sort()).toEqual(expected);
  });
});
