import { describe, expect, it } from 'vitest';
import { addDays, plantDate, plantMidnight } from './order-dates.ts';

describe('order dates in plant time', () => {
  it('reads today in the plant zone, not the browser one', () => {
    // 01:30 UTC is still the previous evening in São Paulo (UTC−3).
    expect(plantDate(new Date('2026-11-26T01:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-25');
    expect(plantDate(new Date('2026-11-26T01:30:00Z'), 'UTC')).toBe('2026-11-26');
  });

  it('ends a new order seven days after it starts, across a month end (enterprise-shell §4)', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
  });

  it('starts a plant-local date at the plant midnight', () => {
    expect(plantMidnight('2026-12-01', 'America/Sao_Paulo')).toBe('2026-12-01T03:00:00.000Z');
  });
});
