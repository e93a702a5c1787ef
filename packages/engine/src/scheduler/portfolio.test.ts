import { describe, expect, it } from 'vitest';
import { bestOfPortfolio, PORTFOLIO_SEARCHES, portfolioSeeds } from './portfolio.ts';

describe('portfolio pieces', () => {
  it('keeps the caller seed first and derives distinct, repeatable seeds for the others', () => {
    expect(PORTFOLIO_SEARCHES).toBe(2);
    const seeds = portfolioSeeds(1, 4);
    expect(seeds[0]).toBe(1);
    expect(new Set(seeds).size).toBe(4);
    expect(portfolioSeeds(1, 4)).toEqual(seeds);
    expect(portfolioSeeds(2, 2)[1]).not.toBe(seeds[1]);
    for (const seed of seeds) expect(seed).toBeGreaterThan(0);
  });

  it('keeps the lowest objective, a tie going to the lowest search', () => {
    expect(bestOfPortfolio([{ objective: 5 }, { objective: 3 }, { objective: 3 }]).search).toBe(1);
    expect(bestOfPortfolio([{ objective: 3 }, { objective: 3 }]).search).toBe(0);
    expect(() => bestOfPortfolio([])).toThrow();
  });
});
