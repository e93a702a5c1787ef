import { describe, expect, it } from 'vitest';
import { economicOrderQuantity, type LotSizingRule, orderQuantity } from './lot-sizing.ts';

describe('orderQuantity', () => {
  it.each<[string, number, LotSizingRule, number]>([
    ['lot-for-lot orders the requirement', 37, { method: 'LFL' }, 37],
    ['FOQ orders the fixed quantity', 20, { method: 'FOQ', lotSize: 25 }, 25],
    ['FOQ orders a multiple of it when the requirement is larger', 37, { method: 'FOQ', lotSize: 25 }, 50],
    ['EOQ orders the economic quantity', 37, { method: 'EOQ', lotSize: 100 }, 100],
    ['EOQ orders the requirement above it', 130, { method: 'EOQ', lotSize: 100 }, 130],
    ['POQ orders the requirement of its periods', 37, { method: 'POQ', lotSize: 3 }, 37],
    ['the minimum order quantity raises it', 37, { method: 'LFL', minOrderQty: 50 }, 50],
    ['the rounding quantity rounds it up', 37, { method: 'LFL', roundingQty: 10 }, 40],
    ['an exact multiple stays as it is', 40, { method: 'LFL', roundingQty: 10 }, 40],
    [
      'lot size, then minimum, then rounding',
      37,
      { method: 'FOQ', lotSize: 25, minOrderQty: 60, roundingQty: 7 },
      63,
    ],
    ['fractional requirements round without noise', 0.1 + 0.2, { method: 'LFL', roundingQty: 0.1 }, 0.3],
  ])('%s', (_rule, requirement, rule, expected) => {
    expect(orderQuantity(requirement, rule)).toBe(expected);
  });
});

describe('economicOrderQuantity', () => {
  it('is √(2DS/H)', () => {
    expect(economicOrderQuantity(1200, 50, 3)).toBeCloseTo(200);
    expect(economicOrderQuantity(0, 50, 3)).toBe(0);
  });
});
