import { describe, expect, it } from 'vitest';
import { generateTaillard, jobShopLowerBound } from './jsp-generate.ts';

describe("Taillard's job-shop generator", () => {
  const ta01 = generateTaillard(15, 15, 840612802, 398197754);

  it("with ta01's published seeds gives ta01's first job (times and 1-based machines)", () => {
    expect(ta01.routes[0]!.map((o) => o.duration)).toEqual([
      94, 66, 10, 53, 26, 15, 65, 82, 10, 27, 93, 92, 96, 70, 83,
    ]);
    expect(ta01.routes[0]!.map((o) => o.machine + 1)).toEqual([
      7, 13, 5, 8, 4, 3, 11, 12, 9, 15, 10, 14, 6, 1, 2,
    ]);
  });

  it('visits every machine once per job, durations in 1..99', () => {
    const shop = generateTaillard(50, 20, 12345, 67890);
    for (const route of shop.routes) {
      expect(route.map((o) => o.machine).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
      for (const o of route) expect(o.duration).toBeGreaterThanOrEqual(1);
      for (const o of route) expect(o.duration).toBeLessThanOrEqual(99);
    }
  });

  it("bounds ta01 between Taillard's machine-load bound (1005) and its optimum (1231)", () => {
    const bound = jobShopLowerBound(ta01);
    expect(bound).toBeGreaterThanOrEqual(1005);
    expect(bound).toBeLessThanOrEqual(1231);
  });
});
