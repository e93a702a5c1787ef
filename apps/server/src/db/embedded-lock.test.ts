import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.ts';

/** Issue 11: one process per embedded database; a second one refuses to start, a stale lock is taken over. */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'takt-lock-'));
  dirs.push(dir);
  return dir;
};

describe('the embedded database lock (issue 11)', () => {
  it('refuses a second holder while the first lives, naming its pid; free again once released', () => {
    const lockFile = join(tempDir(), 'db.lock');
    const release = lockEmbeddedDatabase(lockFile);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    expect(() => lockEmbeddedDatabase(lockFile)).toThrow(EmbeddedDatabaseInUse);
    expect(() => lockEmbeddedDatabase(lockFile)).toThrow(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockEmbeddedDatabase(lockFile)();
  });

  it('takes over a lock whose process is gone (a kill -9) and an unreadable one', () => {
    const lockFile = join(tempDir(), 'db.lock');
    // No process has this pid: above the kernel's pid_max.
    writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: 'then' }));
    const release = lockEmbeddedDatabase(lockFile);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
    writeFileSync(lockFile, 'half');
    lockEmbeddedDatabase(lockFile)();
  });

  it('a second openDatabase on the same data directory is refused until the first closes', async () => {
    const dataDir = join(tempDir(), 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(EmbeddedDatabaseInUse);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.close();
  }, 60_000);
});
