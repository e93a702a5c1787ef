import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock-status.ts';

describe('stockStatus (enterprise-shell §4)', () => {
  it.each([
    { onHand: 10, reserved: 10, reorderPoint: 5, expected: 'critical' },
    { onHand: 0, reserved: 0, reorderPoint: 0, expected: 'critical' },
    { onHand: 5, reserved: 8, reorderPoint: 0, expected: 'critical' },
    { onHand: 20, reserved: 15, reorderPoint: 5, expected: 'low' },
    { onHand: 20, reserved: 10, reorderPoint: 12, expected: 'low' },
    { onHand: 20, reserved: 10, reorderPoint: 9.99, expected: 'adequate' },
    { onHand: 100, reserved: 0, reorderPoint: 20, expected: 'adequate' },
  ])('on hand $onHand, reserved $reserved, reorder point $reorderPoint is $expected', (c) => {
    expect(stockStatus(c.onHand, c.reserved, c.reorderPoint)).toBe(c.expected);
  });
});
