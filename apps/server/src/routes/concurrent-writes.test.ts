import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 11: check-then-write races, with real parallel requests. On PostgreSQL the requests truly
 * overlap (PGlite runs them one by one, so there this only checks the outcome rules): exactly one
 * winner, the others 409 with the reason, nothing written twice.
 */
let t: TestApp;
const headers = asUser('kai');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = async (prompt: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers,
    payload: { prompt, backend: 'offline', work_budget: 40 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ScheduleResult;
};
const changes = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/schedule/changes', headers })).json().changes as {
    change_id: string;
    undone_at: string | null;
  }[];
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const bodies = (responses: { body: string }[]) => responses.map((r) => r.body).join('\n');

describe('concurrent writes end with one winner (issue 11)', () => {
  it('one proposal applied six times at once is applied once; the others are told it is stale', async () => {
    // A first write makes the caller's playground, so the six below race on an existing dataset.
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/plant/settings',
      headers,
      payload: { stability: 'balanced' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const proposal = await run('PRS-03 broke down for 4 hours');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/schedule/apply',
          headers,
          payload: { run_id: proposal.run_id },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('PROPOSAL_STALE');
    expect((await changes()).filter((c) => c.undone_at === null)).toHaveLength(1);
    const downtimes = await t.database.db
      .selectFrom('downtimes')
      .select('downtime_id')
      .where('reason', 'like', 'Reported to the assistant%')
      .execute();
    expect(downtimes).toHaveLength(1);
  });

  it('six proposals made on one plan version: the first applied wins, the rest are stale', async () => {
    const proposals = await Promise.all(
      ['PRS-01', 'PRS-02', 'PRS-04', 'PRS-05', 'PRS-06', 'PRS-07'].map((wc) =>
        run(`${wc} broke down for 2 hours`),
      ),
    );
    const before = (await changes()).length;
    const responses = await Promise.all(
      proposals.map((p) =>
        t.app.inject({ method: 'POST', url: '/api/schedule/apply', headers, payload: { run_id: p.run_id } }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await changes()).length).toBe(before + 1);
  });

  it('one change undone six times at once is undone once', async () => {
    const [latest] = await changes();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: `/api/schedule/changes/${latest!.change_id}/undo`, headers }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('CHANGE_ALREADY_UNDONE');
  });

  it('two BOMs that would make a cycle, saved at once: one is stored, the other refused as a cycle, never both', async () => {
    const bom = (product: string, component: string) => ({
      product_id: product,
      product_name: product,
      status: 'ACTIVE',
      components: [{ item_id: component, quantity_per: 1, uom: 'EA', component_type: 'SUBASSEMBLY' }],
    });
    for (let round = 0; round < 3; round++) {
      const [x, y] = [`RACE-X${round}`, `RACE-Y${round}`];
      const responses = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/bom/create', headers, payload: bom(x, y) }),
        t.app.inject({ method: 'POST', url: '/api/bom/create', headers, payload: bom(y, x) }),
      ]);
      // The cycle is a rule the second BOM breaks once the first is stored: 400 naming it.
      expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual([200, 400]);
      const refused = responses.find((r) => r.statusCode === 400)!;
      expect(refused.json().code).toBe('BOM_INVALID');
      expect(JSON.stringify(refused.json().details)).toMatch(/Circular reference detected/);
      // Exploding the stored one works: no cycle was stored.
      const stored = responses.find((r) => r.statusCode === 200)!.json().product_id as string;
      const explode = await t.app.inject({
        method: 'POST',
        url: '/api/bom/explode',
        headers,
        payload: { product_id: stored, quantity: 1, max_level: 99 },
      });
      expect(explode.statusCode, explode.body).toBe(200);
    }
  });

  it('an order proposal applied by three clicks and three typed yeses at once is applied once', async () => {
    const say = (prompt: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers,
        payload: { prompt, backend: 'offline' },
      });
    const proposal = (await say('Create an order for 300 STD-101 due Dec 10')).json();
    const apply = proposal.actions.find((a: { action: string }) => a.action === 'create_order');
    const click = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/assistant/apply-order',
        headers,
        payload: {
          kind: apply.action,
          command: apply.data.command,
          data: apply.data,
          proposal_id: apply.data.proposal_id,
        },
      });
    const before = (await changes()).length;
    const responses = await Promise.all([
      click(),
      say('yes, apply it'),
      click(),
      say('go ahead'),
      click(),
      say('yes'),
    ]);
    // A typed yes answers 200 either way: it applied (with its undo) or says why it did not.
    const wins = responses.filter(
      (r) =>
        r.statusCode === 200 &&
        (r.json().change_id || r.json().actions?.some((a: { action: string }) => a.action === 'undo_change')),
    );
    expect(wins, bodies(responses)).toHaveLength(1);
    for (const r of responses.filter((r) => r !== wins[0]))
      expect([200, 409], r.body).toContain(r.statusCode);
    expect((await changes()).length).toBe(before + 1);
    const created = await t.database.db
      .selectFrom('production_orders')
      .select('order_id')
      .where('order_id', '=', apply.data.order_id)
      .execute();
    expect(created).toHaveLength(1);
  });

  it('a schedule proposal applied and discarded at once: one of the two wins, the other is refused', async () => {
    const proposal = await run('PRS-06 broke down for 3 hours');
    const before = (await changes()).length;
    const [applied, discarded] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/schedule/apply',
        headers,
        payload: { run_id: proposal.run_id },
      }),
      t.app.inject({ method: 'POST', url: `/api/schedule/runs/${proposal.run_id}/discard`, headers }),
    ]);
    const outcome = [applied, discarded].map((r) => [
      r.statusCode,
      r.statusCode === 409 ? r.json().code : '',
    ]);
    expect([
      [
        [200, ''],
        [409, 'PROPOSAL_APPLIED'],
      ],
      [
        [409, 'PROPOSAL_DISCARDED'],
        [200, ''],
      ],
    ]).toContainEqual(outcome);
    expect((await changes()).length).toBe(before + (applied.statusCode === 200 ? 1 : 0));
  });
});
