import { describe, expect, it } from 'vitest';
import { overtimeHoursAvailable } from './promise-overtime.ts';

const HOUR = 3_600_000;
/** Wednesday 25 Nov 2026, 00:00 in São Paulo (UTC−3). */
const WEDNESDAY = Date.parse('2026-11-25T03:00:00Z');
const TWO_SHIFTS = [
  { name: 'Early', days: [1, 2, 3, 4, 5], start: '06:00', end: '14:00' },
  { name: 'Late', days: [1, 2, 3, 4, 5], start: '14:00', end: '22:00' },
];

describe('the hours overtime may use (issue 13: from the work centers’ calendars)', () => {
  it('are the hours outside the shifts, in plant time', () => {
    const wc = { workCenterId: 'PRS-01', shifts: TWO_SHIFTS, downtime: [] };
    // A weekday: 22:00–06:00 is free, 8 h.
    expect(overtimeHoursAvailable(wc, WEDNESDAY, WEDNESDAY + 24 * HOUR, 'America/Sao_Paulo')).toBeCloseTo(
      8,
      6,
    );
    // Saturday: no shift at all, 24 h.
    const saturday = WEDNESDAY + 3 * 24 * HOUR;
    expect(overtimeHoursAvailable(wc, saturday, saturday + 24 * HOUR, 'America/Sao_Paulo')).toBeCloseTo(
      24,
      6,
    );
  });

  it('leave out downtime and the extra shifts already booked', () => {
    const wc = {
      workCenterId: 'PRS-01',
      shifts: TWO_SHIFTS,
      // Of Wednesday's 8 free hours (00:00–06:00, 22:00–24:00): an extra shift 22:00–23:00 is booked
      // and the machine is down 23:00–01:00 (one hour of it within the day).
      downtime: [{ startAt: WEDNESDAY + 23 * HOUR, endAt: WEDNESDAY + 25 * HOUR }],
      extra: [{ startAt: WEDNESDAY + 22 * HOUR, endAt: WEDNESDAY + 23 * HOUR }],
    };
    expect(overtimeHoursAvailable(wc, WEDNESDAY, WEDNESDAY + 24 * HOUR, 'America/Sao_Paulo')).toBeCloseTo(
      6,
      6,
    );
  });

  it('are none for a machine that works around the clock, or an empty window', () => {
    const always = {
      workCenterId: 'CUR-01',
      shifts: [{ name: 'All', days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' }],
      downtime: [],
    };
    expect(overtimeHoursAvailable(always, WEDNESDAY, WEDNESDAY + 48 * HOUR, 'America/Sao_Paulo')).toBeCloseTo(
      0,
      6,
    );
    expect(overtimeHoursAvailable(always, WEDNESDAY, WEDNESDAY, 'America/Sao_Paulo')).toBe(0);
  });
});
