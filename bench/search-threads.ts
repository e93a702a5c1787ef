import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import {
  createExchangeBoard,
  type ExchangeBoard,
  ExchangeMember,
} from '../apps/server/src/jobs/search-exchange.ts';
import {
  bestOfPortfolio,
  type Cooperation,
  exchangeCapacity,
  portfolioSeeds,
} from '../packages/engine/src/index.ts';
import type { BenchmarkInstance } from './benchmark-instances.ts';
import { type SolveOutcome, type SolveSettings, solveInstance } from './solve-instance.ts';

/** How cooperating searches exchange: every `every` iterations, adopting the others' better bests. */
export interface CooperationSettings {
  every: number;
  adopt: NonNullable<Cooperation['adopt']>;
}

/** What a search thread needs besides the instance: the settings without the clock, which it makes itself. */
export interface ThreadJob {
  problem: BenchmarkInstance['problem'];
  settings: Omit<SolveSettings, 'clock' | 'cooperation'>;
  cpuClock: boolean;
  exchange?: { board: ExchangeBoard; index: number } & CooperationSettings;
}

/** A portfolio's outcome: the winner's, plus every search's makespan (index = search). */
export interface PortfolioOutcome extends SolveOutcome {
  searchMakespans: number[];
  winner: number;
}

interface Lane {
  worker: Worker;
  port: MessagePort;
}

/**
 * Runs `threads` searches of an instance side by side, synchronously for the caller: search 0 on this
 * thread, the others in worker threads kept for the whole benchmark (so a thread's start-up is paid once,
 * not per instance). Each search gets the full budget and the seed `portfolioSeeds` gives it; the result
 * is the best by makespan, a tie to the lowest search, so it does not depend on which thread ended first.
 * With `cooperate` the searches also swap their bests every `every` iterations (a barrier counted in work).
 */
export function createSearchThreads(threads: number, useCpuClock: boolean, cooperate?: CooperationSettings) {
  const done = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, threads)));
  const lanes: Lane[] = Array.from({ length: threads - 1 }, (_, k) => startLane(k + 1, done));
  const solve = (instance: BenchmarkInstance, settings: SolveSettings): PortfolioOutcome => {
    const seeds = portfolioSeeds(settings.seed, threads);
    const board = cooperate ? createExchangeBoard(threads, exchangeCapacity(instance.problem)) : undefined;
    lanes.forEach((lane, k) => {
      Atomics.store(done, k + 1, 0);
      const { clock: _clock, cooperation: _cooperation, ...rest } = settings;
      const job: ThreadJob = {
        problem: instance.problem,
        settings: { ...rest, seed: seeds[k + 1]! },
        cpuClock: useCpuClock,
        ...(board && cooperate ? { exchange: { board, index: k + 1, ...cooperate } } : {}),
      };
      lane.worker.postMessage(job);
    });
    const member = board ? new ExchangeMember(board, 0) : undefined;
    const own = { ...settings, seed: seeds[0]! };
    let outcomes: SolveOutcome[];
    try {
      outcomes = [
        solveInstance(
          instance,
          member && cooperate
            ? { ...own, cooperation: member.cooperation(cooperate.every, cooperate.adopt) }
            : own,
        ),
      ];
    } finally {
      member?.finish();
    }
    lanes.forEach((lane, k) => {
      Atomics.wait(done, k + 1, 0);
      const message = receiveMessageOnPort(lane.port);
      if (!message) throw new Error(`search thread ${k + 1} signalled without a result`);
      const outcome = message.message as SolveOutcome | { error: string };
      if ('error' in outcome) throw new Error(`search thread ${k + 1}: ${outcome.error}`);
      outcomes.push(outcome);
    });
    const { result, search } = bestOfPortfolio(outcomes.map((o) => ({ ...o, objective: o.makespan })));
    return {
      ...result,
      violations: outcomes.reduce((sum, o) => sum + o.violations, 0),
      searchMakespans: outcomes.map((o) => o.makespan),
      winner: search,
    };
  };
  return {
    solve,
    close: () => {
      for (const lane of lanes) void lane.worker.terminate();
    },
  };
}

function startLane(index: number, done: Int32Array): Lane {
  const { port1, port2 } = new MessageChannel();
  const workerUrl = new URL('./search-thread-worker.ts', import.meta.url);
  // A worker does not inherit tsx's loader: the bootstrap registers it before importing the worker.
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: { index, done: done.buffer, port: port2 },
    transferList: [port2],
  });
  worker.unref();
  return { worker, port: port1 };
}

/** The makespan each search found, for the notes: `swv06 1717 1705 -> 1705 (search 1)`. */
export function describeSearches(name: string, outcome: PortfolioOutcome): string {
  return `${name} ${outcome.searchMakespans.join(' ')} -> ${outcome.makespan} (search ${outcome.winner})`;
}
