import type { ChangesSummary } from '@takt/contract';
import { describe, expect, it } from 'vitest';
import { causeCounts, causeGroups, changesByCause, describeCause } from './change-causes.ts';
import { makeChange, makeChangesSummary, makeRepairSummary } from './schedule-test-factories.ts';

type ScheduleChange = ChangesSummary['changes'][number];

const forced = (cause: Partial<NonNullable<ScheduleChange['cause']>>) =>
  makeChange({ cause: { kind: 'forced', ...cause } });

describe('every move has a cause, forced first (issue 9)', () => {
  it('orders the changes forced, knock-on, improvement, then those without a cause, keeping the order within each', () => {
    const summary = makeRepairSummary();
    const uncaused = makeChange({ order_id: '1050' });
    const secondForced = forced({ reason: 'material' });
    const ordered = changesByCause([uncaused, ...summary.changes, { ...secondForced, order_id: '1040' }]);
    expect(ordered.map((change) => `${change.order_id}:${change.cause?.kind ?? 'none'}`)).toEqual([
      '1019:forced',
      '1040:forced',
      '1020:knock_on',
      '1033:improvement',
      '1050:none',
    ]);
  });

  it('groups the changes by cause, leaving out empty groups', () => {
    const groups = causeGroups(makeRepairSummary().changes);
    expect(groups.map((group) => [group.group, group.changes.length])).toEqual([
      ['forced', 1],
      ['knock_on', 1],
      ['improvement', 1],
    ]);
  });

  it.each([
    [
      'downtime',
      { reason: 'downtime', work_center: 'PRS-03' },
      /^on PRS-03 during its downtime \S+ \S+ \d\d:\d\d–\d\d:\d\d$/,
    ],
    [
      'material',
      {
        reason: 'material',
        window: { start_time: '2026-11-24T10:00:00Z', end_time: '2026-11-24T10:00:00Z' },
      },
      /^waits for material until /,
    ],
    ['calendar', { reason: 'calendar', work_center: 'BAN-01' }, /^outside BAN-01's working time$/],
    ['not eligible', { reason: 'not_eligible', work_center: 'PRS-03' }, /^PRS-03 can no longer run it$/],
    ['start passed', { reason: 'start_passed' }, /^its planned start has passed$/],
    ['interrupted', { reason: 'interrupted', work_center: 'PRS-03' }, /^interrupted on PRS-03$/],
    ['new operation', { reason: 'new_operation' }, /^new in the plan$/],
    ['requested', { reason: 'requested', work_center: 'PRS-03' }, /^moved at your request from PRS-03$/],
  ] as const)('says why a %s move was forced', (_name, cause, expected) => {
    const window =
      cause.reason === 'downtime'
        ? { window: { start_time: '2026-11-23T10:00:00Z', end_time: '2026-11-23T14:00:00Z' } }
        : {};
    expect(describeCause(forced({ ...cause, ...window }), [], 'en-US')).toMatch(expected);
  });

  it('names the operation that pushed a knock-on move, and the forced one its chain started from', () => {
    const pushed = makeChange({
      order_id: '1021',
      operation_id: '0010',
      cause: { kind: 'knock_on', chain: ['1019/0020', '1020/0030', '1021/0010'] },
    });
    expect(describeCause(pushed, [], 'en-US')).toBe('pushed by 1020/0030 (after 1019/0020)');
    const direct = makeChange({
      order_id: '1020',
      operation_id: '0030',
      cause: { kind: 'knock_on', chain: ['1019/0020', '1020/0030'] },
    });
    expect(describeCause(direct, [], 'en-US')).toBe('pushed by 1019/0020');
  });

  it('states what an improvement bought and what it cost', () => {
    const summary = makeRepairSummary();
    const improvement = summary.changes.find((change) => change.cause?.kind === 'improvement')!;
    expect(describeCause(improvement, summary.improvements, 'en-US')).toBe(
      'step 2: brings order 1033 on time, −1 late order, −12.5 h, costs 3 moves (1 machine change)',
    );
    expect(describeCause(improvement, summary.improvements, 'pt-BR')).toBe(
      'passo 2: deixa a ordem 1033 no prazo, −1 ordem atrasada, −12,5 h, custa 3 movimentos (1 troca de máquina)',
    );
  });

  it('says nothing for a change without a cause (a fresh plan compared with the released one)', () => {
    expect(describeCause(makeChange(), [], 'en-US')).toBeNull();
  });

  it("takes the cause counts from the summary's stats, and has none for a summary without causes", () => {
    expect(causeCounts(makeRepairSummary())).toEqual({ forced: 1, knock_on: 1, improvement: 1 });
    expect(causeCounts(makeChangesSummary())).toBeNull();
  });
});
