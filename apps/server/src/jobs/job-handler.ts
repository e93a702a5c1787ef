/** What a running job can do with the runner that claimed it. */
export interface JobContext {
  runId: string;
  /** The latest progress: the runner writes it (only when it changed) on its next beat. */
  report(progress: object): void;
  /** How to stop the work early when the owner cancels it. */
  onStop(stop: () => void): void;
  isCancelled(): boolean;
}

/** How a job ended: its result (stored as the row's JSON) or its error; progress as it ended. */
export type JobEnd =
  /** `result`, or the result already serialised as `json` (then the outcome in memory is that text). */
  | { status: 'done'; result: unknown; progress?: object }
  | { status: 'done'; json: string; progress?: object }
  /** A solve's FailedRun, an MRP run's API error (code, params, details): its waiters word it. */
  | { status: 'failed'; error: object; progress?: object }
  | { status: 'cancelled'; progress?: object };

/** Runs one kind of job off the request thread, from the input its row holds. */
export type JobHandler = (context: JobContext, input: unknown) => Promise<JobEnd>;
