import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeItem, makeLine, makeStructure } from '../../test-fixtures/bom/test-factories.ts';
import { type MaterialAvailabilityInput, materialAvailability } from './material-availability.ts';

const TODAY = '2026-11-26';
const NEED = '2026-12-03';

/** FG = 2 CMP (made: 0.5 RUBBER + 10 % scrap, 0.1 OIL) + 1 BOX (bought, 5 days). */
const plant = makeStructure(
  [
    makeLine('FG', 'CMP', 2),
    makeLine('FG', 'BOX', 1),
    makeLine('CMP', 'RUBBER', 0.5, { scrapPercent: 10 }),
    makeLine('CMP', 'OIL', 0.1),
  ],
  [makeItem('BOX', { leadTimeDays: 5 }), makeItem('RUBBER', { leadTimeDays: 10 })],
);

function check(overrides: Partial<MaterialAvailabilityInput> & { stock?: Record<string, number> }) {
  const { stock = {}, ...rest } = overrides;
  return materialAvailability({
    structure: plant,
    productId: 'FG',
    quantity: 100,
    today: TODAY,
    needDate: NEED,
    usableStock: new Map(Object.entries(stock)),
    receipts: [],
    ...rest,
  });
}

const row = (result: ReturnType<typeof check>, itemId: string) =>
  result.materials.find((m) => m.itemId === itemId);

describe('materialAvailability (issue 13, rush-order promise)', () => {
  it('ships from finished stock when it covers the order: nothing made, available today', () => {
    const result = check({ quantity: 500, stock: { FG: 600, CMP: 0 } });
    expect(result.quantityToMake).toBe(0);
    expect(result.fromFinishedStock).toBe(500);
    expect(result.materialReadyDate).toBe(TODAY);
    expect(result.materials).toEqual([
      {
        itemId: 'FG',
        name: 'Item FG',
        level: 0,
        quantityRequired: 500,
        quantityAvailable: 500,
        quantityToOrder: 0,
        availableDate: TODAY,
        coveredBy: 'stock',
      },
    ]);
  });

  it('buys a component short of stock: exactly the shortage, there today + the supplier lead time', () => {
    const result = check({ stock: { CMP: 200, BOX: 40 } });
    expect(row(result, 'BOX')).toMatchObject({
      quantityRequired: 100,
      quantityAvailable: 40,
      quantityToOrder: 60,
      availableDate: '2026-12-01',
      coveredBy: 'purchase',
    });
    expect(row(result, 'CMP')).toMatchObject({ quantityToOrder: 0, coveredBy: 'stock' });
    expect(row(result, 'RUBBER')).toBeUndefined();
    expect(result.materialReadyDate).toBe('2026-12-01');
    expect(row(result, 'FG')).toMatchObject({ quantityToOrder: 100, coveredBy: 'make' });
  });

  it('takes a supplier’s lead time from the caller over the item master', () => {
    const result = check({ stock: { CMP: 200 }, supplierLeadTimeDays: new Map([['BOX', 2]]) });
    expect(row(result, 'BOX')?.availableDate).toBe('2026-11-28');
  });

  it('makes a short sub-assembly level by level, scrap included, and waits for its materials', () => {
    const result = check({ stock: { CMP: 50, BOX: 100, OIL: 100, RUBBER: 40 } });
    // 200 CMP needed, 50 in stock: 150 made, needing 150 × 0.5 × 1.1 = 82.5 RUBBER and 15 OIL.
    expect(row(result, 'CMP')).toMatchObject({ level: 1, quantityToOrder: 150, coveredBy: 'make' });
    expect(row(result, 'RUBBER')).toMatchObject({ level: 2, quantityAvailable: 40, coveredBy: 'purchase' });
    expect(row(result, 'RUBBER')?.quantityRequired).toBeCloseTo(82.5, 9);
    expect(row(result, 'RUBBER')?.quantityToOrder).toBeCloseTo(42.5, 9);
    expect(row(result, 'OIL')).toMatchObject({ quantityRequired: 15, coveredBy: 'stock' });
    // RUBBER arrives on day 10, so CMP can be made then, and so can FG.
    expect(row(result, 'CMP')?.availableDate).toBe('2026-12-06');
    expect(result.materialReadyDate).toBe('2026-12-06');
  });

  it('counts open receipts due by the need date, in due-date order, and not those after it for a made item', () => {
    const result = check({
      stock: { FG: 30, CMP: 1000, BOX: 1000 },
      receipts: [
        { itemId: 'FG', dueDate: '2026-12-05', quantity: 500 },
        { itemId: 'FG', dueDate: '2026-11-30', quantity: 50 },
        { itemId: 'FG', dueDate: '2026-11-20', quantity: 5 },
      ],
    });
    // A late receipt (due before today) is still expected: it counts as today.
    expect(result.fromFinishedStock).toBe(30);
    expect(result.fromFinishedReceipts).toBe(55);
    expect(result.finishedAvailableDate).toBe('2026-11-30');
    expect(result.quantityToMake).toBe(15);
    expect(row(result, 'FG')).toMatchObject({
      quantityAvailable: 85,
      quantityToOrder: 15,
      coveredBy: 'make',
    });
  });

  it('uses a bought item’s receipt due after the need date when it comes before a new purchase would', () => {
    const result = check({
      stock: { CMP: 200 },
      receipts: [{ itemId: 'BOX', dueDate: '2026-11-29', quantity: 100 }],
      needDate: '2026-11-27',
    });
    expect(row(result, 'BOX')).toMatchObject({
      quantityAvailable: 100,
      quantityToOrder: 0,
      availableDate: '2026-11-29',
      coveredBy: 'receipt',
    });
  });

  it('allocates stock shared by several uses of a component once, against their total', () => {
    const shared = makeStructure([
      makeLine('FG', 'RUBBER', 1),
      makeLine('FG', 'CMP', 1),
      makeLine('CMP', 'RUBBER', 0.5),
    ]);
    const result = check({ structure: shared, stock: { RUBBER: 100 } });
    const rubber = result.materials.filter((m) => m.itemId === 'RUBBER');
    // 100 direct + 100 CMP × 0.5: one row at its deepest level, 100 from stock, 50 to buy.
    expect(rubber).toEqual([
      expect.objectContaining({ level: 2, quantityRequired: 150, quantityAvailable: 100 }),
    ]);
    expect(rubber[0]?.quantityToOrder).toBe(50);
  });

  it('passes phantoms through as the BOM explosion does: never stocked, their components on the parent', () => {
    const withKit = makeStructure(
      [makeLine('FG', 'KIT', 2, { scrapPercent: 50 }), makeLine('KIT', 'SCREW', 3)],
      [makeItem('KIT', { isPhantom: true })],
    );
    const result = check({ structure: withKit, stock: { KIT: 1000, SCREW: 100 } });
    expect(result.materials.map((m) => m.itemId)).toEqual(['FG', 'SCREW']);
    expect(row(result, 'SCREW')).toMatchObject({ level: 1, quantityRequired: 900, quantityToOrder: 800 });
  });

  it('buys an item with a BOM whose item master says BUY, without exploding it', () => {
    const bought = makeStructure(
      [...plant.lines],
      [
        ...plant.items.filter((i) => i.itemId !== 'CMP'),
        makeItem('CMP', { procurement: 'BUY', leadTimeDays: 3 }),
      ],
    );
    const result = check({ structure: bought, stock: { BOX: 100 } });
    expect(row(result, 'CMP')).toMatchObject({
      quantityToOrder: 200,
      coveredBy: 'purchase',
      availableDate: '2026-11-29',
    });
    expect(row(result, 'RUBBER')).toBeUndefined();
  });

  it('covers every material’s requirement with what is available and what is ordered (property)', () => {
    const stockOf = fc.dictionary(
      fc.constantFrom('FG', 'CMP', 'BOX', 'RUBBER', 'OIL'),
      fc.integer({ min: -5, max: 400 }),
    );
    fc.assert(
      fc.property(stockOf, fc.integer({ min: 1, max: 500 }), (stock, quantity) => {
        const result = check({ stock, quantity, structure: plant });
        for (const m of result.materials) {
          expect(m.quantityAvailable + m.quantityToOrder).toBeCloseTo(m.quantityRequired, 9);
          expect(m.quantityAvailable).toBeGreaterThanOrEqual(0);
          expect(m.availableDate >= TODAY).toBe(true);
        }
        expect(result.fromFinishedStock + result.quantityToMake).toBeCloseTo(quantity, 9);
        expect(result.materialReadyDate >= TODAY).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a bought product', () => {
  it('is bought with its supplier lead time, not made', () => {
    const result = materialAvailability({
      structure: {
        items: [{ itemId: 'RM', itemName: 'Raw', procurement: 'BUY', leadTimeDays: 28 }],
        lines: [],
      },
      productId: 'RM',
      quantity: 500,
      today: '2026-11-25',
      needDate: '2026-12-20',
      usableStock: new Map([['RM', 150]]),
      receipts: [],
    });
    expect(result.quantityToMake).toBe(0);
    expect(result.materials).toEqual([
      expect.objectContaining({
        itemId: 'RM',
        quantityAvailable: 150,
        quantityToOrder: 350,
        coveredBy: 'purchase',
        availableDate: '2026-12-23',
      }),
    ]);
  });
});
