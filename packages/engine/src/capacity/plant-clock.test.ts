import { describe, expect, it } from 'vitest';
import { instantOfWallTime, plantDayStart, type UtcOffsetAt, wallTimeOf } from './plant-clock.ts';
import { expandShifts, totalHours } from './shift-windows.ts';
import { weeklyLoad, weekStart } from './weekly-load.ts';

const utc = (iso: string) => Date.parse(`${iso}Z`);

/** America/Sao_Paulo since 2019: UTC−3 all year. */
const saoPaulo: UtcOffsetAt = () => -180;
/** Europe/Berlin in 2026: summer time (UTC+2) from 29 March 01:00 UTC to 25 October 01:00 UTC. */
const berlin: UtcOffsetAt = (at) =>
  at >= utc('2026-03-29T01:00') && at < utc('2026-10-25T01:00') ? 120 : 60;
/** America/New_York in 2026: daylight time (UTC−4) from 8 March 07:00 UTC to 1 November 06:00 UTC. */
const newYork: UtcOffsetAt = (at) =>
  at >= utc('2026-03-08T07:00') && at < utc('2026-11-01T06:00') ? -240 : -300;

const early = { name: 'Early', days: [1, 2, 3, 4, 5, 6, 7], start: '06:00', end: '14:00' };
const night = { name: 'Night', days: [1, 2, 3, 4, 5, 6, 7], start: '22:00', end: '06:00' };
const iso = (at: number) => new Date(at).toISOString().slice(0, 16);
const windowsOf = (shifts: (typeof early)[], from: string, to: string, clock: UtcOffsetAt) =>
  expandShifts(shifts, utc(from), utc(to), clock).map((w) => [iso(w.startAt), iso(w.endAt)]);

describe('the plant clock', () => {
  it.each([
    ['São Paulo', saoPaulo, '2026-11-25T07:00', '2026-11-25T10:00'],
    ['Berlin, winter', berlin, '2026-01-14T08:00', '2026-01-14T07:00'],
    ['Berlin, summer', berlin, '2026-07-14T08:00', '2026-07-14T06:00'],
    ['New York, after the spring change', newYork, '2026-03-13T08:00', '2026-03-13T12:00'],
  ])('reads a plant wall time as an instant and back (%s)', (_zone, clock, wall, instant) => {
    expect(iso(instantOfWallTime(utc(wall), clock))).toBe(instant);
    expect(iso(wallTimeOf(utc(instant), clock))).toBe(wall);
  });

  it('reads a wall time the spring-forward skips as that far after the gap, and a repeated one at its first occurrence', () => {
    // Berlin 29 March 2026: 02:00 → 03:00. 02:30 does not exist; it is read as 03:30 summer time.
    expect(iso(instantOfWallTime(utc('2026-03-29T02:30'), berlin))).toBe('2026-03-29T01:30');
    // Berlin 25 October 2026: 03:00 → 02:00. 02:30 happens twice (00:30 and 01:30 UTC): the first.
    expect(iso(instantOfWallTime(utc('2026-10-25T02:30'), berlin))).toBe('2026-10-25T00:30');
  });

  it('starts the plant day at plant midnight', () => {
    // 01:00 UTC on 26 November is still the 25th in São Paulo.
    expect(iso(plantDayStart(utc('2026-11-26T01:00'), saoPaulo))).toBe('2026-11-25T03:00');
    expect(iso(plantDayStart(utc('2026-03-29T12:00'), berlin))).toBe('2026-03-28T23:00');
  });
});

describe('shifts in plant time', () => {
  it('puts a 06:00–14:00 shift at 06:00 São Paulo time, 09:00 UTC', () => {
    expect(windowsOf([early], '2026-11-25T00:00', '2026-11-26T00:00', saoPaulo)).toEqual([
      ['2026-11-25T09:00', '2026-11-25T17:00'],
    ]);
  });

  it('reads weekdays in plant time: a Monday-to-Friday shift does not start on Sunday evening UTC', () => {
    const weekdays = [{ ...night, days: [1, 2, 3, 4, 5] }];
    // Monday 22:00 in São Paulo is Tuesday 01:00 UTC; Sunday night has no shift.
    expect(windowsOf(weekdays, '2026-11-22T00:00', '2026-11-24T12:00', saoPaulo)).toEqual([
      ['2026-11-24T01:00', '2026-11-24T09:00'],
    ]);
  });

  it('keeps 06:00 at 06:00 across the spring change in Berlin; the night of the change is an hour short', () => {
    expect(windowsOf([early], '2026-03-28T00:00', '2026-03-30T00:00', berlin)).toEqual([
      ['2026-03-28T05:00', '2026-03-28T13:00'],
      ['2026-03-29T04:00', '2026-03-29T12:00'],
    ]);
    expect(windowsOf([night], '2026-03-28T12:00', '2026-03-29T12:00', berlin)).toEqual([
      ['2026-03-28T21:00', '2026-03-29T04:00'],
    ]);
  });

  it('makes the night of the autumn change in Berlin an hour longer', () => {
    const windows = expandShifts([night], utc('2026-10-24T12:00'), utc('2026-10-25T12:00'), berlin);
    expect(windows.map((w) => [iso(w.startAt), iso(w.endAt)])).toEqual([
      ['2026-10-24T20:00', '2026-10-25T05:00'],
    ]);
    expect(totalHours(windows)).toBe(9);
  });

  it('keeps a New York day shift at 06:00 local before and after the March change', () => {
    const weekdays = [{ ...early, days: [1, 2, 3, 4, 5] }];
    expect(windowsOf(weekdays, '2026-03-06T00:00', '2026-03-10T00:00', newYork)).toEqual([
      ['2026-03-06T11:00', '2026-03-06T19:00'],
      ['2026-03-09T10:00', '2026-03-09T18:00'],
    ]);
  });
});

describe('plant weeks', () => {
  it('starts the week on Monday 00:00 plant time', () => {
    // Monday 23 November 2026 00:00 in São Paulo is 03:00 UTC; Monday 01:00 UTC is still Sunday there.
    expect(iso(weekStart(utc('2026-11-25T12:00'), saoPaulo))).toBe('2026-11-23T03:00');
    expect(iso(weekStart(utc('2026-11-23T01:00'), saoPaulo))).toBe('2026-11-16T03:00');
  });

  it('gives the week of the spring change in Berlin 167 hours of a round-the-clock calendar', () => {
    const loads = weeklyLoad(
      [
        {
          workCenterId: 'AUT-01',
          shifts: [early, night, { ...early, start: '14:00', end: '22:00' }],
          downtime: [],
        },
      ],
      [{ workCenterId: 'AUT-01', startAt: utc('2026-03-29T21:30'), minutes: 60 }],
      utc('2026-03-23T12:00'),
      2,
      berlin,
    );
    expect(loads.map((l) => [iso(l.weekStartAt), l.capacityHours, l.loadHours])).toEqual([
      ['2026-03-22T23:00', 167, 1],
      ['2026-03-29T22:00', 168, 0],
    ]);
  });
});
