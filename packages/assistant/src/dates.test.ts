import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities } from './interpretation.ts';

/** Mornings of one week in November 2026, plant time São Paulo (UTC−3). */
const MONDAY_10AM = new Date('2026-11-23T13:00:00Z');
const WEDNESDAY_10AM = new Date('2026-11-25T13:00:00Z');
const FRIDAY_10AM = new Date('2026-11-27T13:00:00Z');

const readAt = (now: Date, text: string) =>
  interpretCommand(text, makeContext({ now, timezoneOffsetMinutes: -180 })).entities;

describe('a weekday is the one a planner means (issue 10, dates a planner means)', () => {
  it('puts "a EXT-02 vai parar sexta das 8h às 12h" said on a Monday on this Friday, 08:00–12:00 plant time', () => {
    expect(readAt(MONDAY_10AM, 'a EXT-02 vai parar sexta das 8h às 12h')).toEqual({
      work_center: 'EXT-02',
      date: '2026-11-27T11:00:00.000Z',
      duration_minutes: 240,
    });
  });

  it.each<[string, Date, string, Entities['date']]>([
    [
      'the coming Monday, not the one just past',
      WEDNESDAY_10AM,
      'PRS-05 down Monday 6am to 2pm',
      '2026-11-30T09:00:00.000Z',
    ],
    [
      'the coming Tuesday (yesterday was one)',
      WEDNESDAY_10AM,
      'PRS-01 stops Tuesday for 4 hours',
      '2026-12-01',
    ],
    [
      'today when the time is still ahead',
      WEDNESDAY_10AM,
      'manutenção na BAN-02 quarta às 14h por 2 horas',
      '2026-11-25T17:00:00.000Z',
    ],
    [
      'next week when today’s time is past',
      WEDNESDAY_10AM,
      'maintenance on BAN-02 Wednesday at 8am for 2 hours',
      '2026-12-02T11:00:00.000Z',
    ],
    ['today, a weekday with no time', FRIDAY_10AM, 'a EXT-02 vai parar sexta por 2 horas', '2026-11-27'],
    [
      'next week, today’s range already begun',
      FRIDAY_10AM,
      'a EXT-02 vai parar sexta das 8h às 12h',
      '2026-12-04T11:00:00.000Z',
    ],
    [
      'the coming one after "próxima"',
      WEDNESDAY_10AM,
      'a EXT-02 vai parar na próxima segunda às 7h por 2 horas',
      '2026-11-30T10:00:00.000Z',
    ],
    ['the last one for "passada"', WEDNESDAY_10AM, 'a prensa 3 parou segunda passada', '2026-11-23'],
    ['the last one for "last"', WEDNESDAY_10AM, 'PRS-03 broke down last Monday', '2026-11-23'],
    ['the last one for "na última"', FRIDAY_10AM, 'a prensa 3 parou na última sexta', '2026-11-20'],
    ['the last one up to now for "since"', WEDNESDAY_10AM, 'EXT-01 down since Monday', '2026-11-23'],
    [
      'today for "desde" when the time has come',
      FRIDAY_10AM,
      'a EXT-01 está parada desde sexta às 8h',
      '2026-11-27T11:00:00.000Z',
    ],
  ])('reads %s', (_, now, text, date) => {
    expect(readAt(now, text).date).toBe(date);
  });

  it.each<[string, string, Entities['date']]>([
    ['a rush order', 'rush order 200 STD-101 for Tuesday', '2026-12-01'],
    ['a due date', 'a entrega da ordem 1012 passa a ser segunda', '2026-11-30'],
    ['a material arrival', 'o RM-778 só chega segunda', '2026-11-30'],
    ['a status question', 'status of PRS-03 on Monday', '2026-11-30'],
  ])('reads the weekday of %s the same way', (_, text, date) => {
    expect(readAt(WEDNESDAY_10AM, text).date).toBe(date);
  });
});
