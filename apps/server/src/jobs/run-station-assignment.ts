import type { StationAssignmentRequest } from '@takt/contract';
import type { StationAssignmentMessage } from './station-assignment-worker.ts';
import { type PooledRun, WorkerPool } from './worker-pool.ts';

/**
 * Station assignments a process runs at once, and how many more may wait for a thread. The exact search
 * takes up to a few seconds at the request's largest node budget (bench/results/salbp.md): on the
 * request thread that stalled every other caller; here it holds a worker thread, and a burst beyond
 * these bounds is refused (429) rather than queued without end.
 */
export const STATION_ASSIGNMENT_THREADS = 2;
export const STATION_ASSIGNMENT_WAITING = 8;

const pool = new WorkerPool<StationAssignmentRequest, StationAssignmentMessage, StationAssignmentMessage>(
  'station-assignment-worker',
  {
    broken: { type: 'failed', message: 'the station assignment thread ended' },
    maxRunning: STATION_ASSIGNMENT_THREADS,
    maxWaiting: STATION_ASSIGNMENT_WAITING,
  },
);

/** Runs one station assignment off the request thread; undefined when the process is at its bounds. */
export function runStationAssignment(
  body: StationAssignmentRequest,
): PooledRun<StationAssignmentMessage> | undefined {
  return pool.run(body, (message) => message);
}

/** Ends the idle station-assignment threads (the process stops). */
export function stopStationAssignmentWorkers(): Promise<void> {
  return pool.stop();
}
