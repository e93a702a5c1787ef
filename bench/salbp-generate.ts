import type { SalbpTask } from '../packages/engine/src/index.ts';

/**
 * A second SALBP-1 set the solver was never tuned on: random precedence graphs from a fixed seed,
 * 20–150 tasks, order strengths 0.2 / 0.5 / 0.8 (share of task pairs ordered by precedence), task
 * times uniform or bimodal, and cycle times from the longest task up to ~6 tasks per station.
 */
export interface GeneratedInstance {
  name: string;
  tasks: SalbpTask[];
  cycleTime: number;
  orderStrength: number;
}

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Adds random forward arcs (in index order) until the transitive closure reaches the order strength. */
function randomGraph(n: number, orderStrength: number, rnd: () => number): number[][] {
  const reach = Array.from({ length: n }, () => new Uint8Array(n));
  const preds: number[][] = Array.from({ length: n }, () => []);
  const target = orderStrength * ((n * (n - 1)) / 2);
  let ordered = 0;
  for (let tries = 0; ordered < target && tries < 50 * n * n; tries++) {
    // Arcs between nearby tasks keep the graph line-like, as real assembly graphs are.
    const i = Math.floor(rnd() * (n - 1));
    const span = 1 + Math.floor(rnd() * Math.max(1, n * (1 - orderStrength) * 0.5 + 2));
    const j = Math.min(n - 1, i + span);
    if (reach[i]?.[j]) continue;
    preds[j]?.push(i);
    const before = [i, ...Array.from({ length: n }, (_, a) => a).filter((a) => reach[a]?.[i])];
    const after = [j, ...Array.from({ length: n }, (_, b) => b).filter((b) => reach[j]?.[b])];
    for (const a of before) {
      for (const b of after) {
        const row = reach[a] as Uint8Array;
        if (!row[b]) {
          row[b] = 1;
          ordered++;
        }
      }
    }
  }
  return preds;
}

export function generateInstances(seed = 20261126): GeneratedInstance[] {
  const rnd = prng(seed);
  const out: GeneratedInstance[] = [];
  const strengths = [0.2, 0.5, 0.8];
  const perStation = [1.5, 2.5, 4, 6];
  for (let k = 0; k < 40; k++) {
    const n = 20 + Math.floor(rnd() * 131);
    const orderStrength = strengths[k % 3] as number;
    const bimodal = k % 2 === 1;
    const times = Array.from({ length: n }, () =>
      bimodal
        ? rnd() < 0.7
          ? 1 + Math.floor(rnd() * 20)
          : 60 + Math.floor(rnd() * 41)
        : 1 + Math.floor(rnd() * 100),
    );
    const preds = randomGraph(n, orderStrength, rnd);
    const sum = times.reduce((a, b) => a + b, 0);
    const max = Math.max(...times);
    const tasksPerStation = perStation[Math.floor(k / 3) % perStation.length] as number;
    const cycleTime = Math.max(max, Math.round((sum / n) * tasksPerStation));
    out.push({
      name: `G${String(k + 1).padStart(2, '0')}_n${n}_os${orderStrength}_${bimodal ? 'bi' : 'un'}_c${cycleTime}`,
      orderStrength,
      cycleTime,
      tasks: times.map((time, i) => ({
        id: String(i + 1),
        time,
        predecessors: (preds[i] ?? []).map((p) => String(p + 1)),
      })),
    });
  }
  return out;
}
