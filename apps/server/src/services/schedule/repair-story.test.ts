import type { MoveCause, OperationChange, ScheduleChangesSummary } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { tellRepairStory } from './repair-story.ts';

/** A delayed operation of the repair, `id` as the engine names it ("order/operation"). */
const change = (id: string, cause: MoveCause): OperationChange => {
  const [orderId] = id.split('/') as [string, string];
  return { orderId, operationId: id, changeTypes: ['time_change'], details: {}, cause };
};
const summary = (changes: OperationChange[]): ScheduleChangesSummary => ({
  hasChanges: changes.length > 0,
  stats: {
    machineChanges: 0,
    delayedOperations: changes.length,
    advancedOperations: 0,
    newOperations: 0,
    removedOperations: 0,
  },
  changes,
});
const breakdown = {
  kind: 'breakdown' as const,
  text: '',
  workCenterId: 'PRS-03',
  affectedOrders: [],
  interruptedOperations: [],
};

describe('which moves the disruption caused and which the stale plan needed anyway (issue 9)', () => {
  it('counts the breakdown forced move and its pushes apart from missing material and a missed start', () => {
    const story = tellRepairStory(
      summary([
        change('1023/0010', { kind: 'forced', reason: 'downtime', workCenterId: 'PRS-03' }),
        change('1041/0010', { kind: 'forced', reason: 'material' }),
        change('1050/0010', { kind: 'forced', reason: 'start_passed' }),
        change('1023/0020', { kind: 'knock_on', chain: ['1023/0010', '1023/0020'] }),
        change('1041/0020', { kind: 'knock_on', chain: ['1041/0010', '1041/0020'] }),
        change('1057/0010', { kind: 'knock_on', chain: ['1050/0010', '1057/0010'] }),
      ]),
      breakdown,
    );
    expect(story.fromDisruption).toEqual({ forced: 1, pushed: 1 });
    expect(story.fromStalePlan).toEqual({ forced: 2, pushed: 2, byReason: { material: 1, start_passed: 1 } });
  });

  it('a material delay owns the moves of the orders it holds back, not other late material', () => {
    const story = tellRepairStory(
      summary([
        change('1041/0010', { kind: 'forced', reason: 'material' }),
        change('1045/0010', { kind: 'forced', reason: 'material' }),
      ]),
      { kind: 'material_delay', text: '', affectedOrders: ['1041'], interruptedOperations: [] },
    );
    expect(story.fromDisruption.forced).toBe(1);
    expect(story.fromStalePlan.forced).toBe(1);
  });

  it('downtime on another machine than the broken one is the plan being out of date', () => {
    const story = tellRepairStory(
      summary([change('1001/0010', { kind: 'forced', reason: 'downtime', workCenterId: 'BAN-01' })]),
      breakdown,
    );
    expect(story.fromStalePlan.forced).toBe(1);
  });
});
