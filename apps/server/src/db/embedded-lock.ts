import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** What the lock file says about the process that holds the embedded database. */
interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** The embedded database is in use by another live process: this one must not open it. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}; lock file ${lockFile}). ` +
        'Only one process may open it: stop that server first, or set DATABASE_URL to run several processes on PostgreSQL.',
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, since: String(owner.since ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's lock file for this process (issue 11: two servers on one data
 * directory lost acknowledged writes). The file is created exclusively and holds the owner's pid;
 * a file whose process is gone (a kill -9, a crash) is stale and taken over. A live owner on this
 * host, or any owner on another host (its pid cannot be checked from here), refuses with
 * `EmbeddedDatabaseInUse`. Returns the release, which removes the file only while it is still ours.
 */
export function lockEmbeddedDatabase(lockFile: string): () => void {
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readOwner(lockFile)?.pid === me.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // Just created by another process and not written yet: give it a moment before judging.
    let owner = readOwner(lockFile);
    if (!owner) {
      pause(100);
      owner = readOwner(lockFile);
    }
    const isStale = owner ? owner.host === me.host && !isAlive(owner.pid) : true;
    if (owner && !isStale) throw new EmbeddedDatabaseInUse(lockFile, owner);
    // Gone without releasing it (or unreadable, half written): take it over and try again.
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the embedded database lock ${lockFile}`);
}
