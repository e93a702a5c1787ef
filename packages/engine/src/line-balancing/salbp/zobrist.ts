/** Deterministic 53-bit Zobrist keys per task, for recognizing a task set reached again. */
export function taskKeys(n: number): Float64Array {
  let s = 0x9e3779b9;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return Float64Array.from({ length: n }, () => (next() & 0x1fffff) * 2 ** 32 + next());
}

/** Combines two 53-bit keys (XOR on the two halves, as JS bit operators are 32-bit). */
export function xorKey(a: number, b: number): number {
  const hi = ((Math.floor(a / 2 ** 32) ^ Math.floor(b / 2 ** 32)) & 0x1fffff) >>> 0;
  const lo = ((a % 2 ** 32) ^ (b % 2 ** 32)) >>> 0;
  return hi * 2 ** 32 + lo;
}
