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
    prompt: string;
    tool: ScheduleTool;
    orders: OrderFacts[];
    releases: OrderRelease[];
    implicitWorkCenters: string[];
    ordersWithoutOperations: string[];
    comparison: PlannedOperation[];
    comparedWith: 'client_baseline' | 'released_plan';
  };
}

export interface RunProgress {
  best_objective: number;
  elapsed_ms: number;
  iteration: number;
  percent: number;
}
