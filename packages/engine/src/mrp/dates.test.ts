import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate, mondayOf, toEpochDay } from './dates.ts';

describe('dates', () => {
  it('formats every epoch day as Date does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (day) => {
        expect(isoDate(day)).toBe(new Date(day * 86_400_000).toISOString().slice(0, 10));
        expect(toEpochDay(isoDate(day))).toBe(day);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['2026-02-30', '2026-13-01', 'soon', ''])('refuses %s as a date', (text) => {
    expect(toEpochDay(text)).toBeUndefined();
  });

  it('finds the Monday of a week', () => {
    expect(isoDate(mondayOf(toEpochDay('2026-11-29')!))).toBe('2026-11-23');
    expect(isoDate(mondayOf(toEpochDay('2026-11-23')!))).toBe('2026-11-23');
  });
});
