import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the built server (apps/server/dist) on loopback with a fresh embedded database. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'takt-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    // A benchmark measures the server, not its rate limits (they have their own test).
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_WRITES_PER_MINUTE: '0',
      RATE_LIMIT_SOLVES_PER_MINUTE: '0',
      // 20 concurrent solves of one caller: past the queue's per-caller limit otherwise.
      SOLVE_QUEUE_PER_USER: '0',
      SOLVE_QUEUE_PER_ANONYMOUS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}; run npm run build first`)));
  });
  child.stdout?.resume();
  return {
    baseUrl,
    stop: async () => {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
