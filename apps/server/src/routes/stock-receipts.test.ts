import type { AssistantReply } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';

/** Issue 10: a stock answer includes what is still to come, the overdue purchase order in transit too. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (prompt: string, language = 'en') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('ivo'),
      payload: { prompt, backend: 'offline', language },
    })
  ).json() as AssistantReply & { data?: { receipts?: { id: string; overdue_days: number }[] } };

describe('stock answers with their receipts (issue 10)', () => {
  it.each([
    ['how much RM-778 do we have?', 'en'],
    ['quanto tem de RM-778 em estoque?', 'pt-BR'],
  ])('%j lists the open purchase orders, overdue ones marked', async (prompt, language) => {
    const open = await t.database.db
      .selectFrom('purchase_orders')
      .select(['po_id', 'expected_date'])
      .where('dataset_id', '=', 'default')
      .where('material_id', '=', 'RM-778')
      .where('status', 'in', ['Open', 'In Transit'])
      .execute();
    const overdue = open
      .filter((p) => new Date(p.expected_date).getTime() < TEST_NOW.getTime())
      .map((p) => p.po_id);
    expect(overdue.length).toBeGreaterThan(0);
    const reply = await say(prompt, language);
    expect(reply.tool.name).toBe('inventory_query');
    const receipts = reply.data?.receipts ?? [];
    expect(receipts.map((r) => r.id).sort()).toEqual(expect.arrayContaining(open.map((p) => p.po_id)));
    expect(
      receipts
        .filter((r) => r.overdue_days > 0)
        .map((r) => r.id)
        .sort(),
    ).toEqual(overdue.sort());
    for (const id of overdue) expect(reply.text).toContain(id);
  });
});
