/** Production-order priorities from the lowest up, as stored. */
const RANK: readonly string[] = ['Low', 'Normal', 'High', 'Urgent'];

/**
 * The priority an order gets when a planner asks for `wanted` (stored name), said relative to the
 * order's own or not: "prioritize 1022" (raise) never moves an urgent order down to high, and
 * "deprioritize" (lower) never moves a low one up. Undefined when the order keeps its priority. One
 * rule for the proposal a planner applies and the what-if that only shows it.
 */
export function relativePriority(
  current: string,
  wanted: string,
  change: 'raise' | 'lower' | undefined,
): string | undefined {
  const from = RANK.indexOf(current);
  const to = RANK.indexOf(wanted);
  if (change === 'raise' && from >= to) return undefined;
  if (change === 'lower' && from <= to) return undefined;
  return wanted === current ? undefined : wanted;
}
