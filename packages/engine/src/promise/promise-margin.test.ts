import { describe, expect, it } from 'vitest';
import { makeItem, makeLine, makeStructure } from '../../test-fixtures/bom/test-factories.ts';
import { OVERTIME_PREMIUM, type PromiseMarginInput, promiseMargin, routingHours } from './promise-margin.ts';

/** FG = 2 CMP (0.5 RUBBER + 10 % scrap at 2, 0.1 OIL at 1) + 1 BOX at 0.5: 2.90 of material per unit. */
const plant = makeStructure(
  [
    makeLine('FG', 'CMP', 2),
    makeLine('FG', 'BOX', 1),
    makeLine('CMP', 'RUBBER', 0.5, { scrapPercent: 10 }),
    makeLine('CMP', 'OIL', 0.1),
  ],
  [
    makeItem('FG', { unitCost: 4 }),
    makeItem('RUBBER', { unitCost: 2 }),
    makeItem('OIL', { unitCost: 1 }),
    makeItem('BOX', { unitCost: 0.5 }),
  ],
);

const routing = [
  { workCenterId: 'PRESS', fixedMinutes: 30, runRatePerHour: 50 },
  { workCenterId: 'TRIM', runRatePerHour: 200 },
];
const rates = new Map([
  ['PRESS', 100],
  ['TRIM', 50],
]);

function margin(overrides: Partial<PromiseMarginInput> = {}) {
  return promiseMargin({
    structure: plant,
    productId: 'FG',
    quantity: 100,
    sellingPricePerUnit: 10,
    targetMarginPercent: 15,
    quantityMade: 80,
    quantityFromStock: 20,
    laborHours: routingHours(routing, 80),
    overtimeHours: [],
    costRatePerHour: rates,
    ...overrides,
  });
}

describe('promiseMargin (issue 13; target margin default 15, planning-workspaces §9)', () => {
  it('counts revenue under half a cent as none, so the margin percentage stays a number', () => {
    expect(margin({ sellingPricePerUnit: 8.4e-323 }).marginPercent).toBe(0);
    expect(margin({ sellingPricePerUnit: 0 }).marginPercent).toBe(0);
  });

  it('counts the routing hours of the made quantity by the run-time rule', () => {
    // PRESS: 30 + 80 / 50 × 60 = 126 minutes; TRIM: 80 / 200 × 60 = 24 minutes.
    expect(routingHours(routing, 80)).toEqual([
      { workCenterId: 'PRESS', hours: 2.1 },
      { workCenterId: 'TRIM', hours: 0.4 },
    ]);
    expect(routingHours(routing, 0)).toEqual([]);
  });

  it('costs made units by the BOM roll-up and units from stock at the standard cost', () => {
    const result = margin();
    // 80 × 2.90 rolled up + 20 × 4 standard; labor 2.1 h × 100 + 0.4 h × 50.
    expect(result.materialCost).toBeCloseTo(312, 9);
    expect(result.laborCost).toBeCloseTo(230, 9);
    expect(result.overtimeCost).toBe(0);
    expect(result.revenue).toBe(1000);
    expect(result.grossMargin).toBeCloseTo(458, 9);
    expect(result.marginPercent).toBeCloseTo(45.8, 9);
    expect(result.meetsTarget).toBe(true);
  });

  it('costs a unit from stock at its rolled-up material cost when the item master has no standard cost', () => {
    const noStandard = makeStructure([...plant.lines], [...plant.items.filter((i) => i.itemId !== 'FG')]);
    expect(
      margin({ structure: noStandard, quantityMade: 0, quantityFromStock: 100 }).materialCost,
    ).toBeCloseTo(290, 9);
  });

  it('pays overtime hours at the premium instead of the regular rate', () => {
    const result = margin({ overtimeHours: [{ workCenterId: 'PRESS', hours: 1 }] });
    expect(OVERTIME_PREMIUM).toBe(1.5);
    expect(result.laborCost).toBeCloseTo(1.1 * 100 + 0.4 * 50, 9);
    expect(result.overtimeCost).toBeCloseTo(150, 9);
    expect(result.laborCost + result.overtimeCost).toBeCloseTo(230 + 50, 9);
  });

  it('says a margin below target and names the price per unit that just meets it', () => {
    const result = margin({ sellingPricePerUnit: 6 });
    expect(result.marginPercent).toBeCloseTo((58 / 600) * 100, 9);
    expect(result.meetsTarget).toBe(false);
    // Costs 542: 542 / (100 × 0.85) = 6.3764…, quoted up to the cent.
    expect(result.targetPricePerUnit).toBe(6.38);
    expect(margin({ sellingPricePerUnit: 6.38 }).meetsTarget).toBe(true);
    expect(margin({ sellingPricePerUnit: 6.37 }).meetsTarget).toBe(false);
  });

  it.each([
    { case: 'no revenue', price: 0, target: 15, percent: 0, targetPrice: 6.38 },
    { case: 'a target of 100 %', price: 10, target: 100, percent: 45.8, targetPrice: null },
    { case: 'a negative target', price: 10, target: -10, percent: 45.8, targetPrice: 4.93 },
  ])('handles $case', ({ price, target, percent, targetPrice }) => {
    const result = margin({ sellingPricePerUnit: price, targetMarginPercent: target });
    expect(result.marginPercent).toBeCloseTo(percent, 9);
    expect(result.targetPricePerUnit).toBe(targetPrice);
  });
});
