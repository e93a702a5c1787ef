import type { AssistantFields, ScheduleResult } from '@takt/contract';
import type { OrderRelease, PlannedOperation, ScheduleOptions, SchedulingProblem } from '@takt/engine';

/** An order as a solve's reply words it. */
export interface OrderFacts {
  orderId: string;
  material: string;
  quantity: number;
  dueDate: string | null;
}

/** The tool that answered a command (assistant-and-gantt §3). */
export interface ScheduleTool {
  name: string;
  description: string;
  reasoning: string;
}

/** What a stored solve job holds: all a process needs to run it and to word its answer. */
export interface ScheduleRunInput {
  problem: SchedulingProblem;
  options: Pick<
    ScheduleOptions,
    'algorithm' | 'timeBudgetMs' | 'seed' | 'objective' | 'maxIterations' | 'repair'
  >;
  context: {
    originMs: number;
    /** The plant's IANA time zone replies word times in; absent in runs stored before plants had one (UTC). */
    timeZone?: string;
    /** The dataset and its version the solve read: a proposal applies only while they still hold. */
    readFrom?: { datasetId: string | null; version: number };
    prompt: string;
    tool: ScheduleTool;
    orders: OrderFacts[];
    releases: OrderRelease[];
    implicitWorkCenters: string[];
    ordersWithoutOperations: string[];
    comparison: PlannedOperation[];
    comparedWith: 'client_baseline' | 'released_plan';
    /** Downtime on the work centers over the plan's span (minutes from the origin), for the Gantt. */
    downtimes: {
      workCenterId: string;
      startAt: number;
      endAt: number;
      kind: 'breakdown' | 'maintenance' | 'other';
      isNew: boolean;
    }[];
    /** The disruption a rescheduling command put into the plan, in the planner's words. */
    disruption?: {
      kind:
        | 'breakdown'
        | 'material_delay'
        | 'rush_order'
        | 'restore'
        | 'add_shift'
        | 'order_change'
        | 'move_operation';
      text: string;
      workCenterId?: string;
      /** A breakdown's downtime, or an extra shift's working time, [startAt, endAt), ISO, as planned and as Apply records it. */
      startAt?: string;
      endAt?: string | null;
      /** An extra shift on several days: every window, the first (startAt, endAt) included. */
      windows?: { startAt: string; endAt: string }[];
      /** The breakdown had no end: planned as down to the end of the horizon. */
      untilFurtherNotice?: boolean;
      orderId?: string;
      /** A move: the operation moved ("0010"), of `orderId`, to `workCenterId`. */
      operationId?: string;
      dueDate?: string;
      /** A restore: when the machine is back (ISO), and the downtime it ended ([startAt, endAt) given back). */
      restoreAt?: string;
      restored?: { startAt: string; endAt: string }[];
      affectedOrders: string[];
      interruptedOperations: string[];
    };
    /** How the assistant read the command, passed through to the reply. */
    assistant?: import('zod').infer<typeof AssistantFields>;
    /** A what-if: the plan is computed and compared with the released plan, never offered for Apply. */
    whatIf?: boolean;
  };
}

export interface RunProgress {
  best_objective: number;
  elapsed_ms: number;
  iteration: number;
  percent: number;
}

/** How a job ended, as the process that ran it knows it; undefined when another process took it over. */
export type RunOutcome<R = ScheduleResult> =
  /** `json`: the result as the handler serialised it (then `result` is not kept as an object). */
  | { status: 'done'; ownerKey: string; result: R; json?: string }
  | { status: 'failed'; ownerKey: string; error: unknown }
  | { status: 'cancelled'; ownerKey: string }
  | undefined;

export interface FailedRun {
  code: string;
  message: string;
  offenders: { id?: string; entity?: string; message: string }[];
}
