import { describe, expect, it } from 'vitest';
import { decidePromise, type PromiseDecisionInput } from './decide-promise.ts';

const DAY = 1440;
const HOUR = 60;

const onTarget = { marginPercent: 20, targetMarginPercent: 15, meetsTarget: true, targetPricePerUnit: 42.5 };

/** 500 units wanted at the end of day 7; 200 in stock, 300 made, done on day 5, materials there on day 2. */
function decide(overrides: Partial<PromiseDecisionInput> = {}) {
  return decidePromise({
    quantity: 500,
    quantityToMake: 300,
    quantityReadyByRequested: 200,
    sellingPricePerUnit: 50,
    requestedAt: 7 * DAY,
    earliestCompletionAt: 5 * DAY,
    materialReadyAt: 2 * DAY,
    margin: onTarget,
    ...overrides,
  });
}

describe('decidePromise (issue 13)', () => {
  it('promises the requested date when completion in regular time holds it, with the slack left as confidence', () => {
    const decision = decide();
    expect(decision.isFeasible).toBe(true);
    expect(decision.promisedAt).toBe(7 * DAY);
    expect(decision.leadTimeDays).toBe(7);
    // Two of the seven days are still free after completion.
    expect(decision.confidenceLevel).toBe(0.286);
    expect(decision.feasibilityIssues).toEqual([]);
    expect(decision.recommendations).toEqual([]);
  });

  it('promises an order stock covers today, with full confidence (no production)', () => {
    const decision = decide({
      quantityToMake: 0,
      quantityReadyByRequested: 500,
      earliestCompletionAt: 0,
      materialReadyAt: 0,
    });
    expect(decision).toMatchObject({ isFeasible: true, promisedAt: 0, leadTimeDays: 0, confidenceLevel: 1 });
  });

  it('promises the earliest completion when late and recommends that date and a split with exact quantities', () => {
    const decision = decide({ earliestCompletionAt: 9 * DAY + 12 * HOUR });
    expect(decision.isFeasible).toBe(false);
    expect(decision.promisedAt).toBe(9.5 * DAY);
    expect(decision.leadTimeDays).toBe(9.5);
    expect(decision.confidenceLevel).toBe(0);
    expect(decision.feasibilityIssues).toEqual([
      {
        code: 'COMPLETION_AFTER_REQUESTED_DATE',
        earliestCompletionAt: 9.5 * DAY,
        requestedAt: 7 * DAY,
        lateMinutes: 2.5 * DAY,
      },
    ]);
    expect(decision.recommendations).toEqual([
      { code: 'PROMISE_LATER_DATE', promisedAt: 9.5 * DAY },
      {
        code: 'SPLIT_DELIVERY',
        quantityByRequested: 200,
        requestedAt: 7 * DAY,
        quantityLater: 300,
        laterAt: 9.5 * DAY,
      },
    ]);
  });

  it('is not feasible as is when only overtime meets the date, and names the overtime per work center', () => {
    const decision = decide({
      earliestCompletionAt: 8 * DAY,
      overtime: {
        completionAt: 7 * DAY - HOUR,
        hours: [
          { workCenterId: 'PRESS-01', hours: 6 },
          { workCenterId: 'TRIM-01', hours: 0 },
        ],
      },
      alternates: [
        {
          operationId: 'OP-10',
          workCenterId: 'PRESS-01',
          alternativeWorkCenterIds: ['PRESS-01', 'PRESS-02'],
        },
      ],
    });
    expect(decision.isFeasible).toBe(false);
    expect(decision.recommendations.filter((r) => r.code !== 'SPLIT_DELIVERY')).toEqual([
      { code: 'PROMISE_LATER_DATE', promisedAt: 8 * DAY },
      { code: 'ADD_OVERTIME', workCenterId: 'PRESS-01', hours: 6, completionAt: 7 * DAY - HOUR },
      {
        code: 'USE_ALTERNATE_WORK_CENTER',
        operationId: 'OP-10',
        fromWorkCenterId: 'PRESS-01',
        toWorkCenterId: 'PRESS-02',
      },
    ]);
  });

  it('recommends no overtime that still finishes late', () => {
    const decision = decide({
      earliestCompletionAt: 9 * DAY,
      overtime: { completionAt: 8 * DAY, hours: [{ workCenterId: 'PRESS-01', hours: 12 }] },
    });
    expect(decision.recommendations.map((r) => r.code)).not.toContain('ADD_OVERTIME');
  });

  it('names late materials as the cause and recommends neither overtime nor another press for them', () => {
    const decision = decide({
      earliestCompletionAt: 10 * DAY,
      materialReadyAt: 9 * DAY,
      quantityReadyByRequested: 0,
      overtime: { completionAt: 6 * DAY, hours: [{ workCenterId: 'PRESS-01', hours: 4 }] },
      alternates: [
        { operationId: 'OP-10', workCenterId: 'PRESS-01', alternativeWorkCenterIds: ['PRESS-02'] },
      ],
    });
    expect(decision.feasibilityIssues.map((i) => i.code)).toEqual([
      'COMPLETION_AFTER_REQUESTED_DATE',
      'MATERIALS_AFTER_REQUESTED_DATE',
    ]);
    expect(decision.recommendations).toEqual([{ code: 'PROMISE_LATER_DATE', promisedAt: 10 * DAY }]);
  });

  it('flags a margin below target without making the order infeasible, and recommends the price that meets it', () => {
    const decision = decide({
      sellingPricePerUnit: 40,
      margin: { marginPercent: 6.25, targetMarginPercent: 15, meetsTarget: false, targetPricePerUnit: 44.12 },
    });
    expect(decision.isFeasible).toBe(true);
    expect(decision.feasibilityIssues).toEqual([
      { code: 'MARGIN_BELOW_TARGET', marginPercent: 6.25, targetMarginPercent: 15 },
    ]);
    expect(decision.recommendations).toEqual([
      { code: 'RAISE_PRICE', pricePerUnit: 44.12, currentPricePerUnit: 40, targetMarginPercent: 15 },
    ]);
  });

  it.each([
    { completion: 0, confidence: 1 },
    { completion: 7 * DAY, confidence: 0 },
    { completion: 3.5 * DAY, confidence: 0.5 },
    { completion: 7 * DAY + 1, confidence: 0 },
  ])(
    'gives confidence $confidence for completion at minute $completion of a 7-day request',
    ({ completion, confidence }) => {
      expect(decide({ earliestCompletionAt: completion }).confidenceLevel).toBe(confidence);
    },
  );
});
