import { describe, expect, it } from 'vitest';
import {
  makeOperation,
  makeOrder,
  makePlant,
  makeWorkCenter,
} from '../../../test-fixtures/scheduler/test-factories.ts';
import { placed } from '../../../test-fixtures/scheduler/validate.test-support.ts';
import type { Operation, ScheduledOperation, SchedulingProblem } from '../model.ts';
import type { ScheduleViolation, ScheduleViolationCode } from '../violations.ts';
import { validateSchedule } from './validate.ts';

/** A tiny plant, a plan that keeps every rule, and the same plan breaking exactly one rule. */
interface BrokenRule {
  rule: string;
  problem: SchedulingProblem;
  valid: ScheduledOperation[];
  broken: ScheduledOperation[];
  code: ScheduleViolationCode;
  /** The operations named by each violation the broken plan must get, in report order. */
  operationIds: string[][];
  /** The work center or mold the violations name, where that is part of the rule. */
  names?: Pick<ScheduleViolation, 'workCenterId' | 'moldId'>;
}

/** Cure on the press, then trim: the routing of one order. */
const curing = (trim: Partial<Operation> = {}, orders = [makeOrder({ id: 'o' })]) =>
  makePlant({
    orders,
    operations: [
      makeOperation('cure', 'o', { press: 60 }),
      makeOperation('trim', 'o', { trimmer: 30 }, trim),
    ],
  });
const cured = (trimAt = 60, trimEndAt = trimAt + 30, trim: Partial<ScheduledOperation> = {}) => [
  placed('cure', 'press', 0, 60),
  placed('trim', 'trimmer', trimAt, trimEndAt, trim),
];

const scheduledOnce: BrokenRule[] = [
  {
    rule: 'every operation of the problem is scheduled',
    problem: curing(),
    valid: cured(),
    broken: [placed('cure', 'press', 0, 60)],
    code: 'MISSING_OPERATION',
    operationIds: [['trim']],
  },
  {
    rule: 'only operations of the problem are scheduled',
    problem: curing(),
    valid: cured(),
    broken: [...cured(), placed('ghost', 'press', 200, 260)],
    code: 'UNKNOWN_OPERATION',
    operationIds: [['ghost']],
  },
  {
    rule: 'each operation is scheduled once',
    problem: curing(),
    valid: cured(),
    broken: [...cured(), placed('trim', 'trimmer', 100, 130)],
    code: 'DUPLICATE_OPERATION',
    operationIds: [['trim']],
  },
  ...Object.entries({
    'an interval ends at or after its start': cured(90, 60),
    'a start is a number': cured(Number.NaN),
    'an end is finite': cured(60, Number.POSITIVE_INFINITY),
    'a setup is a number': cured(60, 90, { setupMinutes: Number.NaN }),
  }).map(
    ([rule, broken]): BrokenRule => ({
      rule,
      problem: curing(),
      valid: cured(),
      broken,
      code: 'INVALID_TIME',
      operationIds: [['trim']],
    }),
  ),
];

/** A curing autoclave that may pause: three shifts with breaks `[100, 200)` and `[300, 400)`. */
const autoclave = makePlant({
  operations: [makeOperation('vulcanize', 'o', { autoclave: 150 }, { canPause: true })],
  workCenters: [
    makeWorkCenter({
      id: 'autoclave',
      calendar: {
        workingWindows: [
          { startAt: 0, endAt: 100 },
          { startAt: 200, endAt: 300 },
          { startAt: 400, endAt: 500 },
        ],
      },
    }),
  ],
});

const whereAndHowLong: BrokenRule[] = [
  {
    rule: 'an operation runs on a work center it is eligible for',
    problem: curing(),
    valid: cured(),
    broken: [placed('cure', 'press', 0, 60), placed('trim', 'press', 60, 90)],
    code: 'NOT_ELIGIBLE',
    operationIds: [['trim']],
    names: { workCenterId: 'press' },
  },
  {
    rule: 'an operation that cannot pause lasts its run time',
    problem: curing(),
    valid: cured(),
    broken: cured(60, 80),
    code: 'WRONG_DURATION',
    operationIds: [['trim']],
  },
  {
    rule: 'an operation that cannot pause lasts its setup plus its run time',
    problem: curing(),
    valid: cured(60, 100, { setupMinutes: 10 }),
    broken: cured(60, 90, { setupMinutes: 10 }),
    code: 'WRONG_DURATION',
    operationIds: [['trim']],
  },
  {
    rule: 'an operation that may pause gets its whole run time inside working time',
    problem: autoclave,
    valid: [placed('vulcanize', 'autoclave', 50, 300)],
    broken: [placed('vulcanize', 'autoclave', 50, 290)],
    code: 'WRONG_DURATION',
    operationIds: [['vulcanize']],
  },
  {
    rule: 'no operation starts before its order is released',
    problem: curing({}, [makeOrder({ id: 'o', releaseAt: 30 })]),
    valid: [placed('cure', 'press', 30, 90), placed('trim', 'trimmer', 90, 120)],
    broken: cured(),
    code: 'BEFORE_RELEASE',
    operationIds: [['cure']],
  },
];

/** Two parts mixed apart and assembled: `assemble` names both predecessors. */
const assembly = makePlant({
  operations: [
    makeOperation('a', 'o', { mixer: 30 }),
    makeOperation('b', 'p', { mill: 30 }),
    makeOperation('assemble', 'o', { press: 60 }, { predecessorIds: ['a', 'b'] }),
  ],
});

const precedence: BrokenRule[] = [
  {
    rule: 'an operation starts after the previous operation of its order ends',
    problem: curing(),
    valid: cured(),
    broken: cured(50),
    code: 'PRECEDENCE',
    operationIds: [['cure', 'trim']],
  },
  {
    rule: 'an operation starts after each of its named predecessors ends',
    problem: assembly,
    valid: [placed('a', 'mixer', 0, 30), placed('b', 'mill', 0, 30), placed('assemble', 'press', 30, 90)],
    broken: [placed('a', 'mixer', 0, 30), placed('b', 'mill', 10, 40), placed('assemble', 'press', 30, 90)],
    code: 'PRECEDENCE',
    operationIds: [['b', 'assemble']],
  },
  {
    rule: 'an operation waits at least its minimum wait after its predecessor',
    problem: curing({ minWaitMinutes: 15 }),
    valid: cured(75),
    broken: cured(70),
    code: 'MIN_WAIT',
    operationIds: [['cure', 'trim']],
  },
  {
    rule: 'an operation waits at most its maximum wait after its predecessor',
    problem: curing({ maxWaitMinutes: 20 }),
    valid: cured(80),
    broken: cured(81),
    code: 'MAX_WAIT',
    operationIds: [['cure', 'trim']],
  },
];

/** The curing line with a calendar on the press. */
const curingWithPress = (calendar: NonNullable<SchedulingProblem['workCenters'][number]['calendar']>) => ({
  ...curing(),
  workCenters: [makeWorkCenter({ id: 'press', calendar }), makeWorkCenter({ id: 'trimmer' })],
});

const calendars: BrokenRule[] = [
  {
    rule: 'an operation that cannot pause lies inside one working window',
    problem: curingWithPress({
      workingWindows: [
        { startAt: 0, endAt: 480 },
        { startAt: 540, endAt: 1020 },
      ],
    }),
    valid: [placed('cure', 'press', 420, 480), placed('trim', 'trimmer', 480, 510)],
    broken: [placed('cure', 'press', 450, 510), placed('trim', 'trimmer', 510, 540)],
    code: 'OUTSIDE_CALENDAR',
    operationIds: [['cure']],
    names: { workCenterId: 'press' },
  },
  {
    rule: 'an operation stays out of downtime (touching it is fine)',
    problem: curingWithPress({ unavailable: [{ startAt: 100, endAt: 200 }] }),
    valid: [placed('cure', 'press', 40, 100), placed('trim', 'trimmer', 100, 130)],
    broken: [placed('cure', 'press', 80, 140), placed('trim', 'trimmer', 140, 170)],
    code: 'OUTSIDE_CALENDAR',
    operationIds: [['cure']],
  },
  {
    rule: 'an operation that may pause starts in working time',
    problem: autoclave,
    valid: [placed('vulcanize', 'autoclave', 200, 450)],
    broken: [placed('vulcanize', 'autoclave', 150, 450)],
    code: 'OUTSIDE_CALENDAR',
    operationIds: [['vulcanize']],
  },
];

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

const workCenters: BrokenRule[] = [
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

const molds: BrokenRule[] = [
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

const frozen: BrokenRule[] = Object.entries({
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

const brokenRules = [
  ...scheduledOnce,
  ...whereAndHowLong,
  ...precedence,
  ...calendars,
  ...workCenters,
  ...molds,
  ...frozen,
];

/** Every code the validator knows: a new code fails to compile here until it has a plan breaking it. */
const EVERY_CODE: Record<ScheduleViolationCode, true> = {
  MISSING_OPERATION: true,
  UNKNOWN_OPERATION: true,
  DUPLICATE_OPERATION: true,
  INVALID_TIME: true,
  NOT_ELIGIBLE: true,
  WRONG_DURATION: true,
  BEFORE_RELEASE: true,
  PRECEDENCE: true,
  MIN_WAIT: true,
  MAX_WAIT: true,
  OUTSIDE_CALENDAR: true,
  OVERLAP: true,
  SETUP_TOO_SHORT: true,
  MOLD_MISSING: true,
  MOLD_NOT_ELIGIBLE: true,
  MOLD_DOES_NOT_FIT: true,
  MOLD_CONFLICT: true,
  MOLD_UNAVAILABLE: true,
  FROZEN_MOVED: true,
};

describe('validateSchedule: every rule has a plan that breaks it', () => {
  const rows = brokenRules.map((c) => [c.code, c.rule, c] as const);

  it.each(rows)('reports %s when a plan breaks the rule: %s', (_code, _rule, c) => {
    const violations = validateSchedule(c.problem, { operations: c.broken });
    expect(violations).toMatchObject(
      c.operationIds.map((ids) => ({ code: c.code, operationIds: ids, ...c.names })),
    );
  });

  it.each(rows)('accepts the plan that keeps the rule of %s: %s', (_code, _rule, { problem, valid }) => {
    expect(validateSchedule(problem, { operations: valid })).toEqual([]);
  });

  it('has a breaking plan for each of its violation codes', () => {
    expect(new Set(brokenRules.map((c) => c.code))).toEqual(new Set(Object.keys(EVERY_CODE)));
  });

  it('reports every broken rule of a plan at once, not only the first', () => {
    const violations = validateSchedule(curing({ maxWaitMinutes: 20 }), {
      operations: [
        placed('cure', 'press', 0, 50),
        placed('trim', 'trimmer', 100, 130),
        placed('x', 'press', 0, 1),
      ],
    });
    expect(violations.map((v) => v.code).sort()).toEqual(['MAX_WAIT', 'UNKNOWN_OPERATION', 'WRONG_DURATION']);
  });

  it.each([
    ['within rounding before a window opens', 200 - 1e-9, 450],
    ['at the last instant of a window', 100 - 1e-9, 450],
  ])('accepts an operation that may pause starting %s', (_when, startAt, endAt) => {
    const operations = [placed('vulcanize', 'autoclave', startAt, endAt)];
    expect(validateSchedule(autoclave, { operations })).toEqual([]);
  });

  it('accepts a plan within rounding of a window end (start + setup + run may round past it)', () => {
    // 0.1 + 0.1 + 0.4 is 0.6000000000000001 in floating point, while 0.1 + (0.1 + 0.4) is 0.6.
    const plant = {
      ...curingWithPress({ workingWindows: [{ startAt: 0.1, endAt: 0.6 }] }),
      operations: [makeOperation('cure', 'o', { press: 0.4 })],
    };
    const operations = [placed('cure', 'press', 0.1, 0.1 + 0.1 + 0.4, { setupMinutes: 0.1 })];
    expect(validateSchedule(plant, { operations })).toEqual([]);
  });
});
