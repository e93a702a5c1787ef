import type { Operation, ScheduledOperation, SchedulingProblem } from '../../src/scheduler/model.ts';
import { frozen, molds, workCenters } from './broken-resource-rules.ts';
import { makeOperation, makeOrder, makePlant, makeWorkCenter } from './test-factories.ts';
import { type BrokenRule, placed } from './validate.test-support.ts';

/**
 * The validator's rule-by-rule fixtures: for each hard rule a tiny plant, a plan that keeps every
 * rule, and the same plan breaking exactly that one (validate.test.ts runs them all).
 */

/** Cure on the press, then trim: the routing of one order. */
export const curing = (trim: Partial<Operation> = {}, orders = [makeOrder({ id: 'o' })]) =>
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
export const autoclave = makePlant({
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
export const curingWithPress = (
  calendar: NonNullable<SchedulingProblem['workCenters'][number]['calendar']>,
) => ({
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

export const brokenRules = [
  ...scheduledOnce,
  ...whereAndHowLong,
  ...precedence,
  ...calendars,
  ...workCenters,
  ...molds,
  ...frozen,
];
