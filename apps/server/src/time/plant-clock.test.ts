import { expandShifts } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  plantClock,
  plantClockTime,
  plantDate,
  plantDateTimeWithOffset,
  timeZoneLabel,
} from './plant-clock.ts';

const utc = (iso: string) => Date.parse(`${iso}Z`);
const iso = (at: number) => new Date(at).toISOString().slice(0, 16);
const early = { name: 'Early', days: [1, 2, 3, 4, 5, 6, 7], start: '06:00', end: '14:00' };

describe('the plant clock from an IANA zone', () => {
  it.each([
    ['America/Sao_Paulo', '2026-11-25T10:00', -180],
    ['Europe/Berlin', '2026-01-14T10:00', 60],
    ['Europe/Berlin', '2026-07-14T10:00', 120],
    ['America/New_York', '2026-03-07T10:00', -300],
    ['America/New_York', '2026-03-09T10:00', -240],
    ['UTC', '2026-11-25T10:00', 0],
  ])('gives %s an offset at %s of %d minutes', (zone, at, minutes) => {
    expect(plantClock(zone)(utc(at))).toBe(minutes);
  });

  it('refuses a zone the runtime does not know', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => plantClock('Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('keeps a 06:00 shift at 06:00 Berlin time across the spring change, with the real zone data', () => {
    const windows = expandShifts(
      [early],
      utc('2026-03-28T00:00'),
      utc('2026-03-30T00:00'),
      plantClock('Europe/Berlin'),
    );
    expect(windows.map((w) => iso(w.startAt))).toEqual(['2026-03-28T05:00', '2026-03-29T04:00']);
    expect(windows.map((w) => plantClockTime(w.startAt, 'Europe/Berlin'))).toEqual(['06:00', '06:00']);
  });

  it('puts the sample plant early shift at 09:00 UTC', () => {
    const [first] = expandShifts(
      [early],
      utc('2026-11-25T00:00'),
      utc('2026-11-26T00:00'),
      plantClock('America/Sao_Paulo'),
    );
    expect(iso(first!.startAt)).toBe('2026-11-25T09:00');
  });
});

describe('plant dates and labels', () => {
  it('reads the plant date, clock time and ISO time with offset of an instant', () => {
    // 01:00 UTC on the 26th is still the 25th at 22:00 in São Paulo.
    const at = utc('2026-11-26T01:00');
    expect(plantDate(at, 'America/Sao_Paulo')).toBe('2026-11-25');
    expect(plantClockTime(at, 'America/Sao_Paulo')).toBe('22:00');
    expect(plantDateTimeWithOffset(at, 'America/Sao_Paulo')).toBe('2026-11-25T22:00:00-03:00');
    expect(plantDateTimeWithOffset(at, 'UTC')).toBe('2026-11-26T01:00:00Z');
  });

  it('names the zone and its offset at the instant', () => {
    expect(timeZoneLabel('America/Sao_Paulo', utc('2026-11-25T10:00'))).toBe('America/Sao_Paulo, UTC-03:00');
    expect(timeZoneLabel('Europe/Berlin', utc('2026-07-01T10:00'))).toBe('Europe/Berlin, UTC+02:00');
    expect(timeZoneLabel('UTC', utc('2026-07-01T10:00'))).toBe('UTC');
  });
});
