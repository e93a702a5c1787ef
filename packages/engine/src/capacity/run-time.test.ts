import { describe, expect, it } from 'vitest';
import { operationMinutes } from './run-time.ts';

describe('operation run time, the one rule (issue 12)', () => {
  it('is the fixed minutes plus the quantity at the run rate, in whole minutes', () => {
    expect(operationMinutes({ fixedMinutes: 30, runRatePerHour: 120 }, 500)).toBe(280);
    expect(operationMinutes({ fixedMinutes: 15, runRatePerHour: 7 }, 10)).toBe(101); // 15 + 85.7
    expect(operationMinutes({ runRatePerHour: 60 }, 1)).toBe(1);
  });

  it('runs only the fixed time when the rate is zero or negative, never forever', () => {
    expect(operationMinutes({ fixedMinutes: 20, runRatePerHour: 0 }, 100)).toBe(20);
    expect(operationMinutes({ fixedMinutes: 20, runRatePerHour: -5 }, 100)).toBe(20);
  });
});
