import type { ScheduleRunInput } from '../services/schedule/run-input.ts';

/**
 * A solve of one order on one machine, done in milliseconds: for tests of the queue and its events,
 * where the order of claims and wake-ups is all that is looked at, not the plan.
 */
export const tinyRun = (): ScheduleRunInput => ({
  problem: {
    orders: [{ id: 'A', dueAt: 120 }],
    operations: [{ id: 'A/10', orderId: 'A', modes: [{ workCenterId: 'PRS-01', runMinutes: 50 }] }],
    workCenters: [{ id: 'PRS-01' }],
  },
  options: { algorithm: 'dispatch', seed: 1 },
  context: {
    originMs: Date.parse('2026-11-25T10:00:00Z'),
    prompt: 'plan',
    tool: { name: 'create_schedule', description: '', reasoning: '' },
    orders: [{ orderId: 'A', material: 'M', quantity: 1, dueDate: null }],
    releases: [],
    implicitWorkCenters: [],
    ordersWithoutOperations: [],
    comparison: [],
    comparedWith: 'released_plan',
    downtimes: [],
  },
});
