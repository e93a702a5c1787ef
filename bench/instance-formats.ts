import type { SchedulingProblem } from '../packages/engine/src/index.ts';

function tokens(text: string): number[] {
  return text
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map(Number);
}

/** Classic job shop (OR-Library / JSPLIB): `n m`, then per job m pairs `machine duration` (0-based machines). */
export function parseJobShop(text: string): SchedulingProblem {
  const values = tokens(text);
  let at = 0;
  const jobs = values[at++]!;
  const machines = values[at++]!;
  const problem: SchedulingProblem = {
    orders: [],
    operations: [],
    workCenters: Array.from({ length: machines }, (_, m) => ({ id: `M${m}` })),
  };
  for (let j = 0; j < jobs; j++) {
    problem.orders.push({ id: `J${j}` });
    for (let k = 0; k < machines; k++) {
      const machine = values[at++]!;
      const runMinutes = values[at++]!;
      problem.operations.push({
        id: `J${j}-${k}`,
        orderId: `J${j}`,
        modes: [{ workCenterId: `M${machine}`, runMinutes }],
      });
    }
  }
  return problem;
}

/** Flexible job shop (Brandimarte `.fjs`): `n m [f]`, then per job `o` and per operation `k (machine duration)×k` (1-based). */
export function parseFlexibleJobShop(text: string): SchedulingProblem {
  const lines = text.split('\n').filter((l) => l.trim().length > 0);
  const header = tokens(lines[0]!);
  const jobs = header[0]!;
  const machines = header[1]!;
  const problem: SchedulingProblem = {
    orders: [],
    operations: [],
    workCenters: Array.from({ length: machines }, (_, m) => ({ id: `M${m + 1}` })),
  };
  for (let j = 0; j < jobs; j++) {
    const values = tokens(lines[j + 1]!);
    let at = 0;
    const operationCount = values[at++]!;
    problem.orders.push({ id: `J${j}` });
    for (let k = 0; k < operationCount; k++) {
      const modeCount = values[at++]!;
      const modes = [];
      for (let e = 0; e < modeCount; e++) {
        const machine = values[at++]!;
        modes.push({ workCenterId: `M${machine}`, runMinutes: values[at++]! });
      }
      problem.operations.push({ id: `J${j}-${k}`, orderId: `J${j}`, modes });
    }
  }
  return problem;
}
