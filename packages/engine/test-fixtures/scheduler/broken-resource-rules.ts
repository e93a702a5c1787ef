import type { ScheduledOperation } from '../../src/scheduler/model.ts';
import { makeOperation, makePlant, makeWorkCenter } from './test-factories.ts';
import { type BrokenRule, placed } from './validate.test-support.ts';

/** The validator's fixtures for the rules of shared resources: work centers, molds, frozen operations. */
/** Two orders on one press. */
const pressed = (runs: Record<string, number>) =>
  makePlant({
    operations: Object.entries(runs).map(([id, run]) => makeOperation(id, `o-${id}`, { press: run })),
  });

/** Mixing with a 30-minute change between compounds; `mixer` starts set up for `initialFamily`. */
const mixing = (families: Record<string, string | undefined>, initialFamily?: string, frozen?: string) =>
  makePlant({
    operations: Object.entries(families).map(([id, family]) =>
      makeOperation(
        id,
        `o-${id}`,
        { mixer: 60 },
        {
          ...(family ? { setupFamily: family } : {}),
          ...(id === frozen ? { frozen: { workCenterId: 'mixer', startAt: 0 } } : {}),
        },
      ),
    ),
    workCenters: [
      makeWorkCenter({
        id: 'mixer',
        type: 'mixer',
        ...(initialFamily ? { initialSetupFamily: initialFamily } : {}),
      }),
    ],
    setupMatrices: [
      { workCenterType: 'mixer', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 30 }] },
    ],
  });

export const workCenters: BrokenRule[] = [
  {
    rule: 'two operations on a work center do not overlap',
    problem: pressed({ a: 60, b: 60 }),
    valid: [placed('a', 'press', 0, 60), placed('b', 'press', 60, 120)],
    broken: [placed('a', 'press', 0, 60), placed('b', 'press', 30, 90)],
    code: 'OVERLAP',
    operationIds: [['a', 'b']],
    names: { workCenterId: 'press' },
  },
  {
    rule: 'no operation hides inside a longer one on its work center',
    problem: pressed({ a: 100, b: 10, c: 10 }),
    valid: [placed('a', 'press', 0, 100), placed('b', 'press', 100, 110), placed('c', 'press', 110, 120)],
    broken: [placed('a', 'press', 0, 100), placed('b', 'press', 10, 20), placed('c', 'press', 30, 40)],
    code: 'OVERLAP',
    operationIds: [
      ['a', 'b'],
      ['a', 'c'],
    ],
  },
  {
    rule: 'a change of family gets its setup',
    problem: mixing({ a: 'EPDM', b: 'NBR' }),
    valid: [placed('a', 'mixer', 0, 60), placed('b', 'mixer', 60, 150, { setupMinutes: 30 })],
    broken: [placed('a', 'mixer', 0, 60), placed('b', 'mixer', 60, 120)],
    code: 'SETUP_TOO_SHORT',
    operationIds: [['b']],
    names: { workCenterId: 'mixer' },
  },
  {
    rule: "the first operation pays the change from the work center's initial family",
    problem: mixing({ a: 'EPDM' }, 'NBR'),
    valid: [placed('a', 'mixer', 0, 90, { setupMinutes: 30 })],
    broken: [placed('a', 'mixer', 0, 60)],
    code: 'SETUP_TOO_SHORT',
    operationIds: [['a']],
  },
  {
    rule: 'the family of a frozen operation sets up the work center for the next one',
    problem: mixing({ running: 'NBR', b: 'EPDM' }, undefined, 'running'),
    valid: [
      placed('running', 'mixer', 0, 60, { isFrozen: true }),
      placed('b', 'mixer', 60, 150, { setupMinutes: 30 }),
    ],
    broken: [placed('running', 'mixer', 0, 60, { isFrozen: true }), placed('b', 'mixer', 60, 120)],
    code: 'SETUP_TOO_SHORT',
    operationIds: [['b']],
  },
  {
    rule: 'an operation without a family leaves the setup as it was',
    problem: mixing({ a: 'EPDM', n: undefined, b: 'NBR' }),
    valid: [
      placed('a', 'mixer', 0, 60),
      placed('n', 'mixer', 60, 120),
      placed('b', 'mixer', 120, 210, { setupMinutes: 30 }),
    ],
    broken: [placed('a', 'mixer', 0, 60), placed('n', 'mixer', 60, 120), placed('b', 'mixer', 120, 180)],
    code: 'SETUP_TOO_SHORT',
    operationIds: [['b']],
  },
];

/** Two presses; M1 fits P1 only, M2 both and is away for service over `[300, 400)`, M3 both. */
const molding = makePlant({
  operations: [
    makeOperation('a', 'o1', { P1: 60, P2: 60 }, { moldIds: ['M1', 'M2'] }),
    makeOperation('b', 'o2', { P1: 60, P2: 60 }, { moldIds: ['M2'] }),
  ],
  molds: [
    { id: 'M1', workCenterIds: ['P1'] },
    { id: 'M2', workCenterIds: ['P1', 'P2'], unavailable: [{ startAt: 300, endAt: 400 }] },
    { id: 'M3', workCenterIds: ['P1', 'P2'] },
  ],
});
const molded = (b: ScheduledOperation = placed('b', 'P2', 0, 60, { moldId: 'M2' })) => [
  placed('a', 'P1', 0, 60, { moldId: 'M1' }),
  b,
];

export const molds: BrokenRule[] = [
  {
    rule: 'an operation that needs a mold has one',
    problem: molding,
    valid: molded(),
    broken: [placed('a', 'P1', 0, 60), placed('b', 'P2', 0, 60, { moldId: 'M2' })],
    code: 'MOLD_MISSING',
    operationIds: [['a']],
  },
  {
    rule: 'an operation uses one of its own molds',
    problem: molding,
    valid: molded(),
    broken: [placed('a', 'P1', 0, 60, { moldId: 'M3' }), placed('b', 'P2', 0, 60, { moldId: 'M2' })],
    code: 'MOLD_NOT_ELIGIBLE',
    operationIds: [['a']],
    names: { moldId: 'M3' },
  },
  {
    rule: 'a mold runs only on a press it fits',
    problem: molding,
    valid: molded(),
    broken: [placed('a', 'P2', 0, 60, { moldId: 'M1' }), placed('b', 'P1', 0, 60, { moldId: 'M2' })],
    code: 'MOLD_DOES_NOT_FIT',
    operationIds: [['a']],
    names: { moldId: 'M1', workCenterId: 'P2' },
  },
  {
    rule: 'a mold is on one press at a time',
    problem: molding,
    valid: [placed('a', 'P1', 0, 60, { moldId: 'M2' }), placed('b', 'P2', 60, 120, { moldId: 'M2' })],
    broken: [placed('a', 'P1', 0, 60, { moldId: 'M2' }), placed('b', 'P2', 30, 90, { moldId: 'M2' })],
    code: 'MOLD_CONFLICT',
    operationIds: [['a', 'b']],
    names: { moldId: 'M2' },
  },
  {
    rule: 'a mold is not used into its service (ending as it leaves is fine)',
    problem: molding,
    valid: molded(placed('b', 'P2', 240, 300, { moldId: 'M2' })),
    broken: molded(placed('b', 'P2', 241, 301, { moldId: 'M2' })),
    code: 'MOLD_UNAVAILABLE',
    operationIds: [['b']],
    names: { moldId: 'M2' },
  },
  {
    rule: 'a mold is not used before it is back (starting as it returns is fine)',
    problem: molding,
    valid: molded(placed('b', 'P2', 400, 460, { moldId: 'M2' })),
    broken: molded(placed('b', 'P2', 399, 459, { moldId: 'M2' })),
    code: 'MOLD_UNAVAILABLE',
    operationIds: [['b']],
  },
];

/** A started operation, frozen where it runs: on P1 with M1 over `[-30, 45)`, longer than its run. */
const started = makePlant({
  operations: [
    makeOperation(
      'running',
      'o',
      { P1: 60, P2: 60 },
      {
        moldIds: ['M1', 'M3'],
        frozen: { workCenterId: 'P1', startAt: -30, endAt: 45, moldId: 'M1' },
      },
    ),
  ],
  molds: [
    { id: 'M1', workCenterIds: ['P1', 'P2'] },
    { id: 'M3', workCenterIds: ['P1', 'P2'] },
  ],
});
const runningAt = (workCenterId: string, startAt: number, endAt: number, moldId: string) => [
  placed('running', workCenterId, startAt, endAt, { moldId, isFrozen: true }),
];

export const frozen: BrokenRule[] = Object.entries({
  'its start': runningAt('P1', -20, 45, 'M1'),
  'its work center': runningAt('P2', -30, 45, 'M1'),
  'its end': runningAt('P1', -30, 30, 'M1'),
  'its mold': runningAt('P1', -30, 45, 'M3'),
}).map(([what, broken]) => ({
  rule: `a frozen operation keeps ${what}`,
  problem: started,
  valid: runningAt('P1', -30, 45, 'M1'),
  broken,
  code: 'FROZEN_MOVED',
  operationIds: [['running']],
}));
