import { describe, expect, it } from 'vitest';
import { formatInterval } from './locale.ts';
import { plantMoment, plantUtcOffsetMinutes } from './plant-time.ts';

describe('plant time on the Gantt (issue 9)', () => {
  it('reads the axis at the plant offset of each instant, whatever the browser zone', () => {
    const saoPaulo = plantMoment('America/Sao_Paulo');
    expect(saoPaulo('2026-11-25T10:00:00Z').format('ddd HH:mm')).toBe('Wed 07:00');
    // Monday 01:00 UTC is still Sunday in São Paulo: the axis' day starts at plant midnight.
    expect(saoPaulo('2026-11-23T01:00:00Z').startOf('day').toISOString()).toBe('2026-11-22T03:00:00.000Z');
    const berlin = plantMoment('Europe/Berlin');
    expect(berlin('2026-03-28T05:00:00Z').format('HH:mm')).toBe('06:00');
    expect(berlin('2026-03-30T04:00:00Z').format('HH:mm')).toBe('06:00');
  });

  it('knows the offset of a zone and falls back to UTC for one the browser does not know', () => {
    expect(plantUtcOffsetMinutes('America/Sao_Paulo', Date.parse('2026-11-25T10:00:00Z'))).toBe(-180);
    expect(plantUtcOffsetMinutes('Mars/Olympus_Mons', Date.parse('2026-11-25T10:00:00Z'))).toBe(0);
  });

  it('words a downtime in plant time', () => {
    expect(formatInterval('2026-11-27T11:00:00Z', '2026-11-27T15:00:00Z', 'en-US', 'America/Sao_Paulo')).toBe(
      'Nov 27 08:00–12:00',
    );
  });
});
