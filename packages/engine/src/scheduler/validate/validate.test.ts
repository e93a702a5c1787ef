import { describe, expect, it } from 'vitest';
import {
  autoclave,
  brokenRules,
  curing,
  curingWithPress,
} from '../../../test-fixtures/scheduler/broken-rules.ts';
import { makeOperation } from '../../../test-fixtures/scheduler/test-factories.ts';
import { placed } from '../../../test-fixtures/scheduler/validate.test-support.ts';
import type { ScheduleViolationCode } from '../violations.ts';
import { validateSchedule } from './validate.ts';

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
