import { describe, expect, it } from 'vitest';
import { freeWindows } from './free-windows.ts';
import { UTC_CLOCK } from './plant-clock.ts';

const H = 3_600_000;
// Monday 2026-11-23 00:00 UTC.
const MONDAY = Date.parse('2026-11-23T00:00:00Z');
const at = (day: number, hour: number) => MONDAY + day * 24 * H + hour * H;
const dayShift = { name: 'day', days: [1, 2, 3, 4, 5], start: '06:00', end: '14:00' };
const press = { workCenterId: 'PRS-05', shifts: [dayShift], downtime: [] };

describe('free windows of a work center', () => {
  it('finds the stretches between planned work, each from its first working minute, with its shift hours', () => {
    const planned = [
      { startAt: at(0, 6), endAt: at(0, 10) },
      { startAt: at(1, 8), endAt: at(1, 14) },
    ];
    const windows = freeWindows(press, planned, at(0, 0), at(3, 0), UTC_CLOCK);
    expect(windows).toEqual([
      // Monday 10:00 to Tuesday 08:00: 4 h on Monday, 2 h on Tuesday morning.
      { startAt: at(0, 10), endAt: at(1, 8), workingHours: 6, isBounded: true },
      // From Tuesday 14:00 the next working minute is Wednesday 06:00; nothing planned after it.
      { startAt: at(2, 6), endAt: at(3, 0), workingHours: 8, isBounded: false },
    ]);
  });

  it('skips stretches with no working time or less than asked, and counts downtime as busy', () => {
    const planned = [
      { startAt: at(0, 6), endAt: at(0, 13.5) },
      { startAt: at(1, 6), endAt: at(1, 14) },
    ];
    const down = { ...press, downtime: [{ startAt: at(2, 6), endAt: at(2, 10) }] };
    const windows = freeWindows(down, planned, at(0, 0), at(3, 0), UTC_CLOCK, 1);
    // Monday's 30 min is under the hour; the night from Tuesday 14:00 holds no shift before the downtime.
    expect(windows).toEqual([{ startAt: at(2, 10), endAt: at(3, 0), workingHours: 4, isBounded: false }]);
  });

  it('counts extra time as working time, and a weekend with no shift as none', () => {
    const saturday = { startAt: at(5, 6), endAt: at(5, 14) };
    const withExtra = { ...press, extra: [saturday] };
    const friday = [{ startAt: at(4, 6), endAt: at(4, 14) }];
    expect(freeWindows(press, friday, at(4, 0), at(7, 0), UTC_CLOCK)).toEqual([]);
    expect(freeWindows(withExtra, friday, at(4, 0), at(7, 0), UTC_CLOCK)).toEqual([
      { startAt: at(5, 6), endAt: at(7, 0), workingHours: 8, isBounded: false },
    ]);
  });
});
