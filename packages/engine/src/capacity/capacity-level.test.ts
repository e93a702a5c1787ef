import { describe, expect, it } from 'vitest';
import { capacityLevel } from './capacity-level.ts';

describe('capacityLevel (enterprise-shell §4: above 100 overload, above 90 high, above 70 healthy, else low)', () => {
  it.each([
    [0, 'low'],
    [70, 'low'],
    [70.01, 'healthy'],
    [90, 'healthy'],
    [90.5, 'high'],
    [100, 'high'],
    [100.01, 'overload'],
    [Number.POSITIVE_INFINITY, 'overload'],
  ] as const)('%s %% is %s', (percent, level) => {
    expect(capacityLevel(percent)).toBe(level);
  });
});
