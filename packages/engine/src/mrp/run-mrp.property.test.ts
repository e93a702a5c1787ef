import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomMrpInput } from '../../test-fixtures/mrp/random-plants.ts';
import { effectiveComponents, indexStructure } from '../bom/structure-index.ts';
import { epochDay } from './dates.ts';
import type { MrpInput } from './model.ts';
import { runMrp } from './run-mrp.ts';

const EPSILON = 1e-5;

/** Gross requirements each item should receive: its demand orders in the horizon plus its parents' orders × BOM factor. */
function expectedGross(input: MrpInput, result: ReturnType<typeof runMrp>): Map<string, number> {
  const endDay = epochDay(input.today) + result.planningHorizonDays;
  const index = indexStructure({ items: input.items, lines: input.bomLines });
  const expected = new Map<string, number>();
  const add = (id: string, quantity: number) => expected.set(id, (expected.get(id) ?? 0) + quantity);
  for (const order of input.demandOrders ?? [])
    if (epochDay(order.requiredDate) < endDay) add(order.productId, order.quantity);
  for (const order of result.plannedOrders) {
    if (order.orderType !== 'PLANNED_ORDER') continue;
    for (const component of effectiveComponents(index, order.itemId))
      add(component.line.itemId, order.orderQuantity * component.factor);
  }
  return expected;
}

describe('MRP properties', () => {
  it('covers gross requirements plus safety stock in every bucket: projected on hand never falls below safety stock', () => {
    fc.assert(
      fc.property(randomMrpInput, (input) => {
        const result = runMrp(input);
        for (const record of result.itemRecords) {
          let onHand = record.available;
          for (const bucket of record.buckets) {
            onHand += bucket.scheduledReceipts + bucket.plannedReceipts - bucket.grossRequirements;
            expect(bucket.projectedOnHand).toBeCloseTo(onHand, 4);
            expect(bucket.projectedOnHand).toBeGreaterThanOrEqual(record.safetyStock - EPSILON);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pegs every planned order to demand, releases it no later than it is due, never orders a non-positive quantity', () => {
    fc.assert(
      fc.property(randomMrpInput, (input) => {
        for (const order of runMrp(input).plannedOrders) {
          expect(order.orderQuantity).toBeGreaterThan(0);
          expect(order.releaseDate <= order.dueDate).toBe(true);
          expect(order.peggedTo.length).toBeGreaterThan(0);
          const pegged = order.peggedTo.reduce((sum, peg) => sum + peg.quantity, 0);
          expect(pegged).toBeLessThanOrEqual(order.orderQuantity + EPSILON);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('passes down exactly the dependent demand of the planned orders, phantoms passed through', () => {
    fc.assert(
      fc.property(randomMrpInput, (input) => {
        const result = runMrp(input);
        const expected = expectedGross(input, result);
        for (const record of result.itemRecords) {
          const gross = record.buckets.reduce((sum, bucket) => sum + bucket.grossRequirements, 0);
          expect(gross).toBeCloseTo(expected.get(record.itemId) ?? 0, 3);
        }
      }),
      { numRuns: 300 },
    );
  });
});
