import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('ambiguous or missing entities ask, not guess (issue 5)', () => {
  it('asks which press when only "the press" broke, with a button per press', () => {
    const { entities, needs_clarification } = read('The press broke down for 2 hours');
    expect(entities.work_center).toBeUndefined();
    expect(needs_clarification?.question).toBe(
      'Which press is down: Press 1, Press 2, Press 3, Press 4, Press 5, Press 6, Press 7, Press 8?',
    );
    expect(needs_clarification?.suggested_actions[2]).toEqual({
      label: 'Press 3',
      prompt: 'The PRS-03 broke down for 2 hours',
    });
  });

  it('offers the two Banburys as "A or B" when the name ties', () => {
    expect(read('the Banbury broke for 1 hour').needs_clarification?.question).toBe(
      'Which banbury is down: Banbury Mixer 1 or Banbury Mixer 2?',
    );
  });

  it('says a work center does not exist rather than picking a neighbour', () => {
    const { entities, needs_clarification } = read('PRS-09 is down for 2 hours');
    expect(entities.work_center).toBeUndefined();
    expect(needs_clarification?.question).toMatch(/^There is no work center "PRS-09"/);
  });

  it('asks which machine when a breakdown names none', () => {
    const { intent, needs_clarification } = read('a machine broke down');
    expect(intent).toBe('schedule.breakdown');
    expect(needs_clarification?.question).toBe('Which machine broke down?');
    expect(needs_clarification?.suggested_actions.map((a) => a.prompt)).toContain(
      'a machine broke down PRS-01',
    );
  });

  it('asks how long a machine is down when the command does not say', () => {
    const clarification = read('prs3 is down again, redo the plan').needs_clarification;
    expect(clarification?.question).toBe('For how long will PRS-03 be down?');
    expect(clarification?.suggested_actions[0]).toEqual({
      label: '2 hours',
      prompt: 'prs3 is down again, redo the plan for 2 hours',
    });
  });

  it('asks for the quantity, then the due date, of a rush order', () => {
    expect(read('rush order STD-101').needs_clarification?.question).toBe(
      'How many STD-101 does the rush order need?',
    );
    expect(read('rush order 500 STD-101').needs_clarification?.question).toBe(
      'By when is the rush order for STD-101 due?',
    );
  });

  it('asks which O-ring when several finished O-rings match', () => {
    const clarification = read('rush order for 500 o-rings by Friday').needs_clarification;
    expect(clarification?.question).toBe(
      'Which material do you mean by "o-rings": STD-101, FG-OR-020, FG-OR-075?',
    );
    expect(clarification?.suggested_actions[0]?.prompt).toBe('rush order for 500 STD-101 by Friday');
  });

  it('asks which order when an order change names none', () => {
    expect(read("change the order's due date to Friday").needs_clarification?.question).toBe(
      'Which order should change?',
    );
  });

  it('asks in Portuguese for a Portuguese command', () => {
    expect(read('pedido urgente de STD-101').needs_clarification?.question).toBe(
      'Quantas unidades de STD-101 o pedido urgente precisa?',
    );
  });

  it('needs no clarification for a complete command', () => {
    expect(read('PRS-03 broke down at 6am for 4 hours').needs_clarification).toBeUndefined();
  });
});
