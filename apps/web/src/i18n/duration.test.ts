import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';
import { formatInterval } from './locale.ts';

describe('spans and intervals as a planner reads them', () => {
  it('writes an interval within one day with one date, across days with two', () => {
    const sameDay = formatInterval('2026-11-24T10:00:00', '2026-11-24T14:00:00', 'en-US');
    expect(sameDay).toMatch(/^Nov 24 10:00–14:00$|^24 Nov 10:00–14:00$/);
    const acrossDays = formatInterval('2026-11-24T22:00:00', '2026-11-25T02:00:00', 'en-US');
    expect(acrossDays).toContain(' – ');
  });

  it.each([
    [45, '45 min', '45 min'],
    [330, '5.5 h', '5,5 h'],
    [4608, '3.2 days', '3,2 dias'],
  ])('writes %i minutes as a planner reads them: %s, %s', (minutes, english, portuguese) => {
    expect(formatDuration(minutes, 'en-US')).toBe(english);
    expect(formatDuration(minutes, 'pt-BR')).toBe(portuguese);
  });
});
