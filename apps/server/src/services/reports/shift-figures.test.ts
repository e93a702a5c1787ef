import type { CapacityWorkCenter } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import type { ReleasedPlan } from '../released-plan.ts';
import { currentShift } from './shift-figures.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];
const threeShifts = (days = WEEKDAYS) => [
  { name: 'Early', days, start: '06:00', end: '14:00' },
  { name: 'Late', days, start: '14:00', end: '22:00' },
  { name: 'Night', days, start: '22:00', end: '06:00' },
];
const workCenter = (workCenterId: string, shifts: CapacityWorkCenter['shifts']): CapacityWorkCenter => ({
  workCenterId,
  shifts,
  downtime: [],
});
const plantOf = (...workCenters: CapacityWorkCenter[]): ReleasedPlan => ({
  orders: [],
  operations: [],
  workCenters,
  timeZone: 'America/Sao_Paulo',
});

describe('the shift a "turno" report reads', () => {
  const plant = plantOf(workCenter('PRS-01', threeShifts()), workCenter('BAN-01', threeShifts()));

  it.each([
    ['2026-11-25T10:00:00Z', 'Early', '2026-11-25T09:00:00.000Z', '2026-11-25T17:00:00.000Z'],
    ['2026-11-25T18:30:00Z', 'Late', '2026-11-25T17:00:00.000Z', '2026-11-26T01:00:00.000Z'],
    // 23:00 plant time on Wednesday: the night shift that began at 22:00 and ends Thursday 06:00.
    ['2026-11-26T02:00:00Z', 'Night', '2026-11-26T01:00:00.000Z', '2026-11-26T09:00:00.000Z'],
  ])('at %s is the %s shift', (now, name, startAt, endAt) => {
    const shift = currentShift(plant, new Date(now))!;
    expect(shift.name).toBe(name);
    expect([new Date(shift.startAt).toISOString(), new Date(shift.endAt).toISOString()]).toEqual([
      startAt,
      endAt,
    ]);
  });

  it('is none when no work center works (a Sunday in a five-day plant)', () => {
    expect(currentShift(plant, new Date('2026-11-29T15:00:00Z'))).toBeNull();
  });

  it('is the one most work centers work when calendars differ', () => {
    const mixed = plantOf(
      workCenter('PRS-01', [{ name: 'Early', days: [6], start: '06:00', end: '14:00' }]),
      workCenter('PRS-02', [{ name: 'Day', days: [6], start: '07:00', end: '19:00' }]),
      workCenter('PRS-03', [{ name: 'Day', days: [6], start: '07:00', end: '19:00' }]),
    );
    expect(currentShift(mixed, new Date('2026-11-28T12:00:00Z'))?.name).toBe('Day');
  });
});
