import { describe, expect, it } from 'vitest';
import { isReschedulingIntent } from './rescheduling-intent.ts';

describe('rescheduling intent (assistant-and-gantt §4)', () => {
  it.each([
    'Press PRS-03 broke down, reschedule',
    'The Banbury mixer had a breakdown this morning',
    'BAN-01 failure since 6am',
    'Material delay on EPDM polymer, 3 days',
    'We have a rush order for 500 STD-101',
    'Please reschedule the week',
    'A prensa PRS-03 quebrou',
    'Reprogramar a produção de amanhã',
    'PRS-03 is back up, maintenance finished early',
    'manutenção liberou a extrusora 2 às 13h',
  ])('counts "%s"', (message) => {
    expect(isReschedulingIntent(message)).toBe(true);
  });

  it.each([
    'Create an optimal schedule for today',
    'How much NBR do we have in MAIN?',
    'The machine is running fine',
    'Something broke in the office coffee maker',
    'undo the rush order',
    'desfaz o pedido urgente',
    'the report is back up on the dashboard',
    'is PRS-03 back up?',
    'did the press break?',
  ])('does not count "%s"', (message) => {
    expect(isReschedulingIntent(message)).toBe(false);
  });
});
