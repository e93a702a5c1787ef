import { describe, expect, it } from 'vitest';
import {
  makeOperation,
  makeOrder,
  makePlant,
  makeWorkCenter,
} from '../../../test-fixtures/scheduler/test-factories.ts';
import type { SchedulingProblem } from '../model.ts';
import { schedule } from '../schedule.ts';
import { validateSchedule } from './validate.ts';

/**
 * A small rubber plant with every kind of rule: a mixer on two shifts with a break for cleaning, two
 * presses with setups between compounds and molds (one press down for repair, one mold away for
 * service), a trimmer that may pause, waits between steps, and a press already running a frozen order.
 */
function smallPlant(): SchedulingProblem {
  const compounds = ['EPDM', 'NBR', 'EPDM', 'NBR'];
  return makePlant({
    orders: [
      makeOrder({ id: 'o9' }),
      ...compounds.map((_, k) => makeOrder({ id: `o${k}`, releaseAt: 20 * k, dueAt: 600 + 100 * k })),
    ],
    operations: [
      makeOperation(
        'o9-press',
        'o9',
        { P1: 60 },
        {
          setupFamily: 'NBR',
          moldIds: ['M1'],
          frozen: { workCenterId: 'P1', startAt: -30, endAt: 40, moldId: 'M1' },
        },
      ),
      ...compounds.flatMap((compound, k) => [
        makeOperation(`o${k}-mix`, `o${k}`, { mixer: 40 }, { setupFamily: compound }),
        makeOperation(
          `o${k}-press`,
          `o${k}`,
          { P1: 90, P2: 100 },
          {
            setupFamily: compound,
            moldIds: k % 2 === 0 ? ['M1'] : ['M1', 'M2'],
            minWaitMinutes: 10,
            maxWaitMinutes: 720,
          },
        ),
        makeOperation(`o${k}-trim`, `o${k}`, { trimmer: 45 }, { canPause: true, minWaitMinutes: 15 }),
      ]),
    ],
    workCenters: [
      makeWorkCenter({
        id: 'mixer',
        type: 'mixer',
        calendar: {
          workingWindows: [
            { startAt: 0, endAt: 480 },
            { startAt: 500, endAt: 980 },
          ],
          unavailable: [{ startAt: 100, endAt: 130 }],
        },
      }),
      makeWorkCenter({ id: 'P1', type: 'press', calendar: { unavailable: [{ startAt: 120, endAt: 300 }] } }),
      makeWorkCenter({ id: 'P2', type: 'press', initialSetupFamily: 'EPDM' }),
      makeWorkCenter({
        id: 'trimmer',
        calendar: {
          workingWindows: [0, 1, 2].map((day) => ({ startAt: day * 1440, endAt: day * 1440 + 480 })),
        },
      }),
    ],
    molds: [
      { id: 'M1', workCenterIds: ['P1', 'P2'] },
      { id: 'M2', workCenterIds: ['P2'], unavailable: [{ startAt: 0, endAt: 200 }] },
    ],
    setupMatrices: [
      { workCenterType: 'mixer', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 20 }] },
      { workCenterType: 'press', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 45 }] },
    ],
  });
}

describe('validateSchedule on plans the scheduler makes', () => {
  it.each(['dispatch', 'auto'] as const)(
    'finds nothing wrong in the %s plan of a small plant',
    (algorithm) => {
      const plant = smallPlant();
      const result = schedule(plant, { algorithm, maxIterations: 200, seed: 3 });
      expect(result.violations).toEqual([]);
      expect(validateSchedule(plant, result)).toEqual([]);
      // The plan exercises the rules it keeps: setups, molds and the frozen operation where it runs.
      expect(result.operations.some((o) => o.setupMinutes > 0)).toBe(true);
      expect(result.operations.filter((o) => o.moldId).length).toBe(5);
      expect(result.operations.find((o) => o.operationId === 'o9-press')).toMatchObject({
        workCenterId: 'P1',
        startAt: -30,
        endAt: 40,
        moldId: 'M1',
      });
    },
  );

  it('finds nothing wrong in a plan that ends a fractional operation at the end of a shift', () => {
    // The scheduler fits 0.1 + (0.1 + 0.4) into the window [0.1, 0.6) and records an end of 0.1 + 0.1 + 0.4.
    const plant = makePlant({
      orders: [makeOrder({ id: 'o' }), makeOrder({ id: 'later', releaseAt: 100 })],
      operations: [
        makeOperation('cure', 'o', { press: 0.4 }, { setupFamily: 'NBR' }),
        makeOperation('next', 'later', { press: 1 }, { setupFamily: 'EPDM' }),
      ],
      workCenters: [
        makeWorkCenter({
          id: 'press',
          initialSetupFamily: 'EPDM',
          calendar: {
            workingWindows: [
              { startAt: 0.1, endAt: 0.6 },
              { startAt: 100, endAt: 200 },
            ],
          },
        }),
      ],
      setupMatrices: [
        { workCenterType: 'press', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 0.1 }] },
      ],
    });
    const result = schedule(plant, { algorithm: 'dispatch' });
    expect(validateSchedule(plant, result)).toEqual([]);
    expect(result.violations).toEqual([]);
  });
});
