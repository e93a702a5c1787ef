import type { CompiledProblem } from './compiled-problem.ts';

/** Minimum run minutes from each operation's start to the end of its order (reverse topological sweep). */
export function computeTails(compiled: CompiledProblem): void {
  const n = compiled.operationIds.length;
  const { predStart, predList, succStart, succList, modeStart, modeRun, tailMinutes } = compiled;
  const pending = Int32Array.from({ length: n }, (_, i) => succStart[i + 1]! - succStart[i]!);
  const stack: number[] = [];
  for (let i = 0; i < n; i++) if (pending[i] === 0) stack.push(i);
  while (stack.length > 0) {
    const i = stack.pop()!;
    let run = Infinity;
    for (let k = modeStart[i]!; k < modeStart[i + 1]!; k++) run = Math.min(run, modeRun[k]!);
    let after = 0;
    for (let s = succStart[i]!; s < succStart[i + 1]!; s++)
      after = Math.max(after, tailMinutes[succList[s]!]!);
    tailMinutes[i] = run + after;
    for (let p = predStart[i]!; p < predStart[i + 1]!; p++) {
      if (--pending[predList[p]!]! === 0) stack.push(predList[p]!);
    }
  }
}
