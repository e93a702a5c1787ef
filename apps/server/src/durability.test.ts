import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { REPO_ROOT } from './test/fixtures.ts';

const runsOnPGlite = !process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'takt-durability-'));
  dirs.push(dir);
  return dir;
}

function runTs(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output: ${seen.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolvePromise(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`process exited (${code}) before ${pattern}: ${seen.slice(-2000)}`)),
    );
  });
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    child.once('exit', () => resolvePromise());
    child.kill('SIGKILL');
  });
}

describe.runIf(runsOnPGlite)('durability of the embedded database (issue 2 §3)', () => {
  it('keeps every committed transaction and no half of an interrupted one after kill -9', async () => {
    const dataDir = join(tempDir(), 'db');
    const writer = runTs('apps/server/src/test/durability-writer.ts', [dataDir]);
    await waitForOutput(writer, /committed 15\n/);
    await kill9(writer);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = await sql<{ caller_key: string; n: number }>`
        select caller_key, count(*)::int as n from contact_requests group by caller_key`.execute(database.db);
      const batches = new Map(rows.map((r) => [r.caller_key, r.n]));
      for (let b = 1; b <= 15; b++) expect(batches.get(`batch-${b}`)).toBe(50);
      for (const n of batches.values()) expect(n).toBe(50);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('serves what was written before a kill -9 after a restart of the server', async () => {
    const dataDir = tempDir();
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const main = resolve(REPO_ROOT, 'apps/server/src/main.ts');
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

    const first = runTs(main, [], env);
    let base = `${(await waitForOutput(first, listening))[1]}/api`;
    const created = await fetch(`${base}/orders/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-id': 'durable' },
      body: JSON.stringify({ order_id: 'KEEP-1', material: 'STD-101', quantity: 77 }),
    });
    expect(created.status).toBe(200);
    await kill9(first);

    const second = runTs(main, [], env);
    base = `${(await waitForOutput(second, listening))[1]}/api`;
    const res = await fetch(`${base}/masterdata/orders?source=playground&limit=1000`, {
      headers: { 'x-user-id': 'durable' },
    });
    const orders = ((await res.json()) as { orders: unknown }).orders as {
      order_id: string;
      quantity: number;
    }[];
    expect(orders.find((o) => o.order_id === 'KEEP-1')?.quantity).toBe(77);
    await kill9(second);
  }, 120_000);

  it('a second server on the same data directory refuses to start, naming the first; the first keeps serving', async () => {
    const dataDir = tempDir();
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const main = resolve(REPO_ROOT, 'apps/server/src/main.ts');
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
    const first = runTs(main, [], env);
    const base = `${(await waitForOutput(first, listening))[1]}/api`;

    const second = runTs(main, [], env);
    let output = '';
    second.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    second.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => second.once('exit', done));
    expect(code).not.toBe(0);
    expect(output).toContain(`in use by process ${first.pid}`);
    expect((await fetch(`${base}/health`)).status).toBeLessThan(500);
    await kill9(first);
  }, 120_000);
});
