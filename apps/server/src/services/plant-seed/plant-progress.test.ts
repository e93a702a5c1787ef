import { describe, expect, it } from 'vitest';
import { actionsBetween, type OpenOrder, progressAt, stepStatusAt } from './plant-progress.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-26T20:40:00.000Z');
const step = (operationId: string, startH: number, endH: number, status = 'Planned') => ({
  operationId,
  status,
  startMs: NOW + startH * HOUR,
  endMs: NOW + endH * HOUR,
});
const makeOrder = (status: OpenOrder['status'], steps: OpenOrder['steps']): OpenOrder => ({
  orderId: '1100',
  status,
  actualStartMs: null,
  steps,
});

describe('an operation of the released plan at now, the plan run exactly', () => {
  it.each([
    ['ended before now', -5, -1, 'Done'],
    ['ending at now itself: [start, end) has passed', -5, 0, 'Done'],
    ['running', -1, 2, 'Started'],
    ['starting at now itself: not yet started, as the seed was written', 0, 2, 'Planned'],
    ['starting later', 1, 2, 'Planned'],
  ])('%s', (_, startH, endH, expected) => {
    expect(stepStatusAt(step('0010', startH, endH), NOW)).toBe(expected);
  });

  it('never takes a started operation back to Planned', () => {
    expect(stepStatusAt(step('0010', 1, 2, 'Started'), NOW)).toBe('Started');
  });
});

describe('an open order at now follows its operations through the lifecycle (order-lifecycle.ts)', () => {
  it('completes when every operation is done, through release and confirm, at its last end', () => {
    const progress = progressAt(makeOrder('Created', [step('0010', -9, -5), step('0020', -4, -1)]), NOW);
    expect(progress).toMatchObject({
      status: 'Completed',
      actions: ['release', 'confirm', 'complete'],
      actualStartMs: NOW - 9 * HOUR,
      actualEndMs: NOW - HOUR,
      completionPercentage: 100,
    });
    expect(progress.operations.map((op) => op.status)).toEqual(['Done', 'Done']);
  });

  it('is in process while an operation runs, with the share of planned time behind it', () => {
    const progress = progressAt(makeOrder('Released', [step('0010', -3, 1), step('0020', 1, 5)]), NOW);
    expect(progress).toMatchObject({ status: 'In Process', actions: ['confirm'], completionPercentage: 38 });
  });

  it.each([
    ['within eight days of now: released', 'Created', 7 * 24, 'Released', ['release']],
    ['eight days away: still created', 'Created', 8 * 24, 'Created', []],
    ['already released, far away: stays released', 'Released', 20 * 24, 'Released', []],
  ] as const)('not started, %s', (_, from, startH, status, actions) => {
    const progress = progressAt(makeOrder(from, [step('0010', startH, startH + 4)]), NOW);
    expect(progress.status).toBe(status);
    expect(progress.actions).toEqual(actions);
    expect(progress.completionPercentage).toBe(0);
  });

  it('refuses a path the lifecycle does not have', () => {
    expect(() => actionsBetween('In Process', 'Released')).toThrow(/no order lifecycle/);
  });
});
