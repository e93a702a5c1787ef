import { describe, expect, it } from 'vitest';
import { formatFraction, formatPercent, formatPromiseDate, formatThousands } from './promise-format.ts';

describe('promise figures (planning-workspaces §2)', () => {
  it.each([
    [24_500, '$24.5K'],
    [25_000, '$25.0K'],
    [12_650, '$12.7K'],
    [0, '$0.0K'],
    [1_234_567, '$1,234.6K'],
    [-3_240, '-$3.2K'],
  ])('writes money in thousands with one decimal: %d → %s', (amount, shown) => {
    expect(formatThousands(amount)).toBe(shown);
  });

  it('writes the margin with one decimal and the confidence as a whole percentage', () => {
    expect(formatPercent(50.64)).toBe('50.6%');
    expect(formatFraction(0.725)).toBe('73%');
  });

  it('writes a promised moment as its plant day, and a plain date as written', () => {
    // 01:00 UTC on 4 Dec is still 3 Dec in São Paulo.
    expect(formatPromiseDate('2026-12-04T01:00:00Z', 'America/Sao_Paulo')).toBe('Thu, Dec 3, 2026');
    expect(formatPromiseDate('2026-12-03')).toBe('Thu, Dec 3, 2026');
    expect(formatPromiseDate('soon')).toBe('soon');
  });
});
