import type { SalbpTask, Station } from './model.ts';

export type AssignmentViolationCode =
  | 'TASK_MISSING'
  | 'TASK_REPEATED'
  | 'UNKNOWN_TASK'
  | 'PRECEDENCE'
  | 'OVERLOAD'
  | 'LOAD_MISMATCH';

export interface AssignmentViolation {
  code: AssignmentViolationCode;
  taskId?: string;
  station?: number;
  message: string;
}

/**
 * Checks a station assignment against its task graph: every task on exactly one station, no task
 * on a station before one of its predecessors' stations, every station's load within the cycle time
 * and equal to the sum of its tasks' times. Empty list = valid.
 */
export function validateAssignment(
  tasks: readonly SalbpTask[],
  cycleTime: number,
  stations: readonly Station[],
): AssignmentViolation[] {
  const out: AssignmentViolation[] = [];
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const stationOf = new Map<string, number>();
  stations.forEach((station, k) => {
    let load = 0;
    for (const id of station.tasks) {
      const task = byId.get(id);
      if (!task) {
        out.push({
          code: 'UNKNOWN_TASK',
          taskId: id,
          station: k,
          message: `station ${k + 1} holds unknown task ${id}`,
        });
        continue;
      }
      if (stationOf.has(id)) {
        out.push({
          code: 'TASK_REPEATED',
          taskId: id,
          station: k,
          message: `task ${id} is on more than one station`,
        });
        continue;
      }
      stationOf.set(id, k);
      load += task.time;
    }
    if (load > cycleTime) {
      out.push({
        code: 'OVERLOAD',
        station: k,
        message: `station ${k + 1} carries ${load}, above the cycle time ${cycleTime}`,
      });
    }
    if (load !== station.load) {
      out.push({
        code: 'LOAD_MISMATCH',
        station: k,
        message: `station ${k + 1} reports load ${station.load}, its tasks sum to ${load}`,
      });
    }
  });
  for (const task of tasks) {
    const at = stationOf.get(task.id);
    if (at === undefined) {
      out.push({ code: 'TASK_MISSING', taskId: task.id, message: `task ${task.id} is on no station` });
      continue;
    }
    for (const p of task.predecessors) {
      const before = stationOf.get(p);
      if (before !== undefined && before > at) {
        out.push({
          code: 'PRECEDENCE',
          taskId: task.id,
          station: at,
          message: `task ${task.id} is on station ${at + 1}, before its predecessor ${p} on station ${before + 1}`,
        });
      }
    }
  }
  return out;
}
