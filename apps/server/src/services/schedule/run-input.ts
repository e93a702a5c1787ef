import type { AssistantFields } from '@takt/contract';
import type { OrderRelease, PlannedOperation, ScheduleOptions, SchedulingProblem } from '@takt/engine';
import type { OrderFacts } from './build-problem.ts';

/** The tool that answered a command (assistant-and-gantt §3). */
export interface ScheduleTool {
  name: string;
  description: string;
  reasoning: string;
}

/** What a stored solve job holds: all a process needs to run it and to word its answer. */
export interface ScheduleRunInput {
  problem: SchedulingProblem;
  options: Pick<ScheduleOptions, 'algorithm' | 'timeBudgetMs' | 'seed' | 'objective'>;
  context: {
    originMs: number;
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
    /** The disruption a rescheduling command put into the plan, in the planner's words. */
    disruption?: {
      kind: 'breakdown' | 'material_delay' | 'rush_order';
      text: string;
      workCenterId?: string;
      /** A breakdown's downtime [startAt, endAt), ISO; no end means until further notice. */
      startAt?: string;
      endAt?: string | null;
      orderId?: string;
      dueDate?: string;
      affectedOrders: string[];
      interruptedOperations: string[];
    };
    /** How the assistant read the command, passed through to the reply. */
    assistant?: import('zod').infer<typeof AssistantFields>;
  };
}

export interface RunProgress {
  best_objective: number;
  elapsed_ms: number;
  iteration: number;
  percent: number;
}
