/**
 * The pure pieces of a portfolio: several searches of the same problem, each with the caller's full work
 * budget and its own seed, run side by side (threads are the caller's business), and the best kept.
 * Which plan wins depends only on the searches' results, never on which finished first, so the same
 * input and work budget give the same plan however the threads were timed.
 */

/**
 * Searches of a portfolio. Fixed, never the machine's core count: with that the plan would depend on
 * the machine it ran on.
 */
export const PORTFOLIO_SEARCHES = 2;

/**
 * The seed of each search. The first keeps the caller's seed, so a portfolio's plan is never worse than
 * the one search the caller would have run with the same seed and work budget; the others are mixed
 * from it (murmur3's finaliser), so neighbouring caller seeds do not share searches.
 */
export function portfolioSeeds(seed: number, searches: number = PORTFOLIO_SEARCHES): number[] {
  return Array.from({ length: searches }, (_, k) => (k === 0 ? seed : mixSeed(seed, k)));
}

function mixSeed(seed: number, search: number): number {
  let h = (seed ^ Math.imul(search, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  // mulberry32 takes any 32-bit state, but a seed of 0 reads as "no seed" to some callers.
  return h === 0 ? 1 : h;
}

/**
 * The best result by objective, a tie going to the lowest search index (the caller's own seed first).
 * Results are indexed by search, not by arrival, which is what makes the choice deterministic.
 */
export function bestOfPortfolio<T extends { objective: number }>(
  results: readonly T[],
): { result: T; search: number } {
  let search = 0;
  for (let k = 1; k < results.length; k++) if (results[k]!.objective < results[search]!.objective) search = k;
  const result = results[search];
  if (result === undefined) throw new Error('bestOfPortfolio: no results');
  return { result, search };
}
