import { InventoryChatResponse } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function chat(message: string, language?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/chat',
    payload: { message, ...(language ? { language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return InventoryChatResponse.parse(res.json());
}

/** The setup matrix of one machine type, as the dataset holds it. */
const matrixOf = (type: string) =>
  scoped(t.database.db, DEFAULT_DATASET_ID)
    .selectFrom('setup_matrices')
    .select(['from_family', 'to_family', 'setup_minutes'])
    .where('work_center_type', '=', type)
    .execute();

describe('MB51 chat: setup-time questions answered from the setup matrix (issue 14)', () => {
  it('answers the compound-cleaning chip with the Banbury changeover times, 90 min for an unlisted change', async () => {
    const body = await chat('Compound cleaning on BAN-01 takes 90 minutes');
    const matrix = await matrixOf('Banbury');
    const minutes = matrix.map((r) => r.setup_minutes);
    expect(body).toMatchObject({ success: true, intent: 'setup.query' });
    expect(body.message).toContain(`take ${Math.min(...minutes)} to ${Math.max(...minutes)} min`);
    expect(body.message).toContain('A change the matrix does not list takes 90 min.');
    expect(body.visualization?.rows).toHaveLength(matrix.length);
  });

  it('answers "How long does compound cleaning take?" the same way', async () => {
    const body = await chat('How long does compound cleaning take?');
    expect(body.intent).toBe('setup.query');
    expect(body.message).toMatch(/\*\*Banbury\*\* changeovers \(BAN-01, BAN-02\)/);
  });

  it('prices a mold change at the presses’ hourly rate: 2 to 4 hours of press time and more', async () => {
    const body = await chat('What does a mold change cost us?');
    const minutes = (await matrixOf('Press')).map((r) => r.setup_minutes);
    const rates = (
      await scoped(t.database.db, DEFAULT_DATASET_ID)
        .selectFrom('work_centers')
        .select('cost_rate_per_hour')
        .where('type', '=', 'Press')
        .execute()
    ).map((r) => r.cost_rate_per_hour);
    const rate = rates.reduce((a, b) => a + b, 0) / rates.length;
    const money = (v: number) =>
      `$${(Math.round((v / 60) * rate * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(body.intent).toBe('setup.query');
    expect(body.message).toContain(
      `a change costs ${money(Math.min(...minutes))} to ${money(Math.max(...minutes))}`,
    );
    expect(body.visualization?.columns).toEqual(['From family', 'To family', 'Minutes', 'Cost']);
  });

  it('answers in Portuguese when asked in Portuguese', async () => {
    const body = await chat('quanto tempo leva a limpeza de composto?', 'pt-BR');
    expect(body.intent).toBe('setup.query');
    expect(body.message).toContain('Uma troca que a matriz não lista leva 90 min.');
  });
});

describe('MB51 chat: "Check inventory" offers the low-stock items (issue 14)', () => {
  it('asks which material with a button per low-stock item, each asking for that item', async () => {
    const body = await chat('Check inventory');
    const low = (
      await t.app.inject({ method: 'GET', url: '/api/inventory/items?low_stock_only=true' })
    ).json().items as { item_id: string }[];
    expect(low.length).toBeGreaterThan(0);
    expect(body.needs_clarification).toBe(true);
    expect(body.suggested_actions.length).toBe(Math.min(6, low.length));
    const lowIds = new Set(low.map((i) => i.item_id));
    for (const action of body.suggested_actions) {
      const id = action.label.split(' — ')[0]!;
      expect(lowIds.has(id)).toBe(true);
      expect(action.prompt).toBe(`How much ${id} do we have?`);
    }
    const answer = await chat(body.suggested_actions[0]!.prompt);
    expect(answer).toMatchObject({ success: true, intent: 'inventory.query', needs_clarification: false });
  });
});
