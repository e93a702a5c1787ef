import { describe, expect, it } from 'vitest';
import { seedAsOf, weekShiftMs } from './seed.ts';

const WEEK = 7 * 86_400_000;
/** The sample plant's data instant: Wednesday 07:00 plant time (UTC−3) of the anchor week. */
const AS_OF = new Date('2026-11-25T10:00:00.000Z');

describe('moving the sample plant to today: its data instant lands at or before now, less than a week', () => {
  it.each([
    ['the data instant itself', '2026-11-25T10:00:00Z', 0],
    ['Monday 06:00 of the anchor week: before it, so the week before', '2026-11-23T09:00:00Z', -WEEK],
    ['Wednesday 06:59: a minute before it', '2026-11-25T09:59:00Z', -WEEK],
    ['Wednesday 07:01: a minute after it', '2026-11-25T10:01:00Z', 0],
    // Math.round from the anchor Monday moved this one a week ahead: the data's now 5 days in the future.
    ['Thursday 17:40 plant time', '2026-11-26T20:40:00Z', 0],
    ['Sunday 23:30 plant time', '2026-11-30T02:30:00Z', 0],
    ['the next Wednesday 07:00', '2026-12-02T10:00:00Z', WEEK],
    ['a year later, an hour before its Wednesday 07:00', '2027-11-24T09:00:00Z', 51 * WEEK],
    ['months earlier', '2026-09-01T09:00:00Z', -13 * WEEK],
  ])('on %s shifts by whole weeks', (_, now, expected) => {
    const shift = weekShiftMs(AS_OF, new Date(now));
    expect(shift).toBe(expected);
    const shifted = AS_OF.getTime() + shift;
    expect(shifted).toBeLessThanOrEqual(Date.parse(now));
    expect(Date.parse(now) - shifted).toBeLessThan(WEEK);
  });

  it('reads the data instant from the manifest, else the anchor Monday', () => {
    expect(seedAsOf({ anchor_date: '2026-11-23', as_of: '2026-11-25T10:00:00.000Z' })).toEqual(AS_OF);
    expect(seedAsOf({ anchor_date: '2026-11-23' })).toEqual(new Date('2026-11-23T00:00:00.000Z'));
  });
});
