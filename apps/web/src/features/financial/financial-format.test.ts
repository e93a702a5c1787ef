import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatShortDay } from './financial-format.ts';

describe('financial figures in the screen language', () => {
  it.each([
    ['en-US', 1234567.5, '$1,234,567.50'],
    ['pt-BR', 1234567.5, 'US$ 1.234.567,50'],
    ['en-US', -50, '-$50.00'],
  ] as const)('money in %s: %d reads %s', (locale, value, text) => {
    expect(formatMoney(value, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('a plant-local day is that day whatever the zone', () => {
    expect(formatDay('2026-11-26', 'America/Sao_Paulo', 'en-US')).toBe('Nov 26, 2026');
    expect(formatShortDay('2026-12-01', 'pt-BR')).toMatch(/^01 de dez/);
  });

  it("a moment is its day in the plant's zone: 01:30Z on 1 Dec is still 30 Nov in São Paulo", () => {
    expect(formatDay('2026-12-01T01:30:00.000Z', 'America/Sao_Paulo', 'en-US')).toBe('Nov 30, 2026');
    expect(formatDay('2026-12-01T01:30:00.000Z', 'UTC', 'en-US')).toBe('Dec 01, 2026');
  });

  it('an unreadable date is shown as given', () => {
    expect(formatDay('soon', undefined, 'en-US')).toBe('soon');
  });
});
