import { describe, expect, it } from 'vitest';
import { schedulePhrases } from './schedule-phrases.ts';

/** The schedule reply's sentences, worded from the catalogs in the planner's language and plant time. */
describe('the schedule reply phrases', () => {
  it('keeps the English wording of the schedule reply', () => {
    const p = schedulePhrases('en', 'America/Sao_Paulo');
    expect(p.late(3, 'a, b, c', p.more(5, 3))).toBe('3 orders are late: a, b, c, and 2 more.');
    expect(p.setups(12, 3.46, 85.2)).toBe('12 setups (3.5 h); overall utilization 85%.');
    expect(p.breakdown('PRS-03', '2026-11-27T11:00:00Z', '2026-11-27T15:00:00Z')).toBe(
      'PRS-03 is down from Fri 27 Nov 08:00 until Fri 27 Nov 12:00 (America/Sao_Paulo, UTC-03:00).',
    );
    expect(p.repairCounts(2, 3, 1, 40, 'balanced')).toBe(
      'Repair (balanced): 2 operations forced to move, 3 pushed by them, 1 improvement that paid its price; 40 kept as planned.',
    );
  });

  it('words a Portuguese schedule reply in Portuguese, times in plant time', () => {
    const p = schedulePhrases('pt', 'America/Sao_Paulo');
    expect(p.breakdown('PRS-03', '2026-11-26T16:00:00Z', null)).toBe(
      'PRS-03 está parado desde qui., 26 de nov. 13:00 até segunda ordem (America/Sao_Paulo, UTC-03:00).',
    );
    expect(p.lateItem('1022', 'FG-HOSE-38', 90)).toBe('1022 (FG-HOSE-38) 1,5 h de atraso');
    expect(p.search('tabu', 12000, 40000, 'work_budget', 2.25)).toContain(
      '12.000 de 40.000 unidades de trabalho, parou por orçamento de trabalho (2,3 s)',
    );
  });
});
