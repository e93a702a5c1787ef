import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../../app.test-support.ts';

/**
 * What one synchronous command costs the database (issue 12, point 5): load once, compute, store
 * once. Every statement the process sends while the request runs is counted, the runner's included.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

/** A statement's kind and table, for a readable list when the bound breaks: "select work_centers". */
function labelOf(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '?';
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(sql)?.[1] ?? '';
  // An update says what it sets: claim (claimed_by), progress, heartbeat, finish (result or error).
  const sets = verb === 'update' ? /\bset\s+(.*?)\swhere\b/is.exec(sql)?.[1] : undefined;
  const columns = sets ? ` (${[...sets.matchAll(/"(\w+)"\s*=/g)].map((m) => m[1]).join(', ')})` : '';
  return `${verb} ${table}${columns}`.trim();
}

async function statementsOf(prompt: string): Promise<string[]> {
  const seen: string[] = [];
  const stop = t.database.onQuery((sql) => seen.push(labelOf(sql)));
  try {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('counter'),
      payload: { prompt, backend: 'offline', work_budget: 40 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().type).toBe('schedule');
  } finally {
    stop();
  }
  return seen;
}

const count = (statements: string[], label: string) => statements.filter((s) => s === label).length;

describe('the synchronous command path (issue 12, point 5)', () => {
  it('a breakdown command reads each thing once, stores the run once and polls nothing', async () => {
    // The first command also meets the runner's start-up look for work: not this path's cost.
    await statementsOf('PRS-03 broke down for 4 hours');
    const statements = await statementsOf('PRS-03 broke down for 4 hours');
    const listed = `${statements.length} statements:\n${statements.join('\n')}`;
    // Measured: 38 before this change (the dataset row read 6 times; work centers, materials and
    // orders twice; 3 polling reads of the run row; a write per 250 ms beat), 22 after:
    // - 17 reads: the dataset row once (scope, version, time zone, repair rules); the master data
    //   (work centers, materials, customers, locations, orders, sales orders), whose work centers,
    //   materials and orders the solve's snapshot reuses; the snapshot's other 10 tables;
    // - the run queued (1 insert) and the command remembered (1 statement: insert and prune);
    // - the runner: claim, finish (result stored once), and its look for the next job.
    // The runner's claim also says whether another job waits (one statement whichever kinds of job,
    // solves or MRP runs, have a free thread). On PostgreSQL the queued job's notification wakes it
    // once more: 23 there. A solve that outlasts a beat (250 ms) adds a progress write: hence a bound.
    expect(statements.length, listed).toBeLessThanOrEqual(24);
    expect(statements.filter((s) => s.startsWith('select')).length, listed).toBe(17);
    for (const table of ['datasets', 'work_centers', 'materials', 'production_orders'])
      expect(count(statements, `select ${table}`), `${table} read once\n${listed}`).toBe(1);
    // The waiting request gets the result from the runner in memory: no read of the run row.
    expect(count(statements, 'select schedule_runs'), listed).toBe(0);
    expect(count(statements, 'insert schedule_runs'), listed).toBe(1);
    expect(statements.filter((s) => s.includes('result')).length, listed).toBe(1);
  }, 60_000);
});
