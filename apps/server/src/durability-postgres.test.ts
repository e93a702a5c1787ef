import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_TEMPLATE, withDatabase } from './db/postgres-admin.test-support.ts';
import { REPO_ROOT } from './test/fixtures.ts';

/**
 * Issue 11: kill -9 of the server during writes on PostgreSQL. Every write the server acknowledged
 * (200) is there after a restart, and a multi-row write is there whole or not at all. (The
 * embedded database has its own kill -9 tests in durability.test.ts.)
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
let databaseUrl = '';
let databaseName = '';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) return;
  databaseName = `takt_kill_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${databaseName} template ${POSTGRES_TEMPLATE}`));
  databaseUrl = withDatabase(adminUrl, databaseName);
});
afterAll(async () => {
  if (!adminUrl || !databaseName) return;
  await admin((c) => c.query(`drop database if exists ${databaseName} with (force)`));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      FEATURE_CUSTOM_DATA: 'true',
      // The test writes faster than a person: the per-minute write limit would answer 429.
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const base = await new Promise<string>((done, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`server did not start: ${seen.slice(-2000)}`)), 90_000);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(LISTENING);
      if (match) {
        clearTimeout(timer);
        done(`${match[1]}/api`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited (${code}): ${seen.slice(-2000)}`)));
  });
  return { child, base };
}

const kill9 = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

const json = { 'content-type': 'application/json', 'x-user-id': 'durable-pg' };

/** An import of `size` orders with two operations each, all tagged with `tag`. */
const importOf = (tag: number, size: number) => ({
  mode: 'replace',
  orders: Array.from({ length: size }, (_, i) => ({
    order_id: `IMP${tag}-${i}`,
    material: 'STD-101',
    quantity: 1 + i,
    operations: [
      { operation_id: '10', work_center: 'PRS-01', duration_mins: 30 },
      { operation_id: '20', work_center: 'AUT-01', duration_mins: 30 },
    ],
  })),
});

describe.runIf(adminUrl)('durability on PostgreSQL: kill -9 of the server during writes (issue 11)', () => {
  it('every acknowledged write is there after a restart; an import is there whole or not at all', async () => {
    const first = await startServer();
    const acknowledgedOrders: string[] = [];
    const acknowledgedImports: number[] = [];
    let stop = false;
    let cut = 0;
    // Writers that keep going until the kill: single-row creates and 40-order imports.
    const creates = async (lane: number) => {
      for (let n = 0; !stop; n++) {
        const id = `K${lane}-${n}`;
        const res = await fetch(`${first.base}/orders/create`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ order_id: id, material: 'STD-101', quantity: 10 + n }),
        }).catch(() => undefined);
        if (res?.status === 200) acknowledgedOrders.push(id);
        else if (res) expect(res.status, await res.text()).toBe(200);
        else return void cut++;
      }
    };
    const imports = async () => {
      for (let tag = 1; !stop; tag++) {
        const res = await fetch(`${first.base}/masterdata/import`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(importOf(tag, 40)),
        }).catch(() => undefined);
        if (res?.status === 200) acknowledgedImports.push(tag);
        else if (res) expect(res.status, await res.text()).toBe(200);
        else return void cut++;
      }
    };
    const writers = [creates(1), creates(2), creates(3), imports()];
    while (acknowledgedOrders.length < 60 || acknowledgedImports.length < 3) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await kill9(first.child);
    stop = true;
    await Promise.all(writers);
    // The kill came while writes were on the wire, not between them.
    expect(cut).toBeGreaterThan(0);

    const second = await startServer();
    const playground = await fetch(`${second.base}/masterdata/orders?source=playground&limit=1000`, {
      headers: json,
    });
    const stored = new Set(
      ((await playground.json()) as { orders: { order_id: string }[] }).orders.map((o) => o.order_id),
    );
    const lost = acknowledgedOrders.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);

    const custom = await fetch(`${second.base}/masterdata/orders?source=custom&limit=1000`, {
      headers: json,
    });
    const orders = ((await custom.json()) as { orders: { order_id: string; operations: unknown[] }[] })
      .orders;
    const tags = new Set(orders.map((o) => Number(/^IMP(\d+)-/.exec(o.order_id)?.[1])));
    // One import, whole: the last acknowledged one or one committed just before the kill.
    expect(tags.size).toBe(1);
    const tag = [...tags][0]!;
    expect(tag).toBeGreaterThanOrEqual(acknowledgedImports.at(-1)!);
    expect(orders).toHaveLength(40);
    for (const order of orders) expect(order.operations).toHaveLength(2);
    await kill9(second.child);
  }, 180_000);
});
