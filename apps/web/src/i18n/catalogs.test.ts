import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';
import { enUS } from './en-US.ts';
import { formatInterval } from './locale.ts';
import { messagesFor } from './messages.ts';
import { ptBR } from './pt-BR.ts';

/** Every key path of a catalog, functions included, so both catalogs can be compared. */
function keyPaths(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message catalogs', () => {
  it('pt-BR has every label en-US has, and no other', () => {
    expect(keyPaths(ptBR).sort()).toEqual(keyPaths(enUS).sort());
  });

  it('picks the catalog of the stored language (pt → pt-BR, else en-US)', () => {
    localStorage.setItem('language', 'pt');
    expect(messagesFor().change.type.removed).toBe('removida');
    localStorage.setItem('language', 'en');
    expect(messagesFor().change.type.removed).toBe('removed');
    localStorage.removeItem('language');
  });

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
