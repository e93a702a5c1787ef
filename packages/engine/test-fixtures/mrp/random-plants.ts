import fc from 'fast-check';
import type { BomLine } from '../../src/bom/model.ts';
import type { LotSizingMethod, MrpInput, MrpItem } from '../../src/mrp/model.ts';
import { day, TODAY } from './test-factories.ts';

const lotSizing: fc.Arbitrary<Pick<MrpItem, 'lotSizeMethod' | 'lotSize'>> = fc.oneof(
  fc.constant({ lotSizeMethod: 'LFL' as LotSizingMethod, lotSize: null }),
  fc.record({
    lotSizeMethod: fc.constantFrom<LotSizingMethod>('FOQ', 'EOQ'),
    lotSize: fc.integer({ min: 1, max: 400 }),
  }),
  fc.record({ lotSizeMethod: fc.constant<LotSizingMethod>('POQ'), lotSize: fc.integer({ min: 1, max: 4 }) }),
);

const itemFields = fc.record({
  leadTimeDays: fc.integer({ min: 0, max: 12 }),
  safetyStock: fc.integer({ min: 0, max: 60 }),
  minOrderQty: fc.integer({ min: 0, max: 100 }),
  roundingQty: fc.constantFrom(0, 0, 1, 5, 0.5),
  lotSizing,
  isPhantom: fc.boolean(),
  onHand: fc.integer({ min: 0, max: 300 }),
  reserved: fc.integer({ min: 0, max: 60 }),
});

/** A random plant of up to 8 items: item i may use items j > i, so the structure is acyclic. */
export const randomMrpInput: fc.Arbitrary<MrpInput> = fc.integer({ min: 1, max: 8 }).chain((size) =>
  fc
    .record({
      fields: fc.array(itemFields, { minLength: size, maxLength: size }),
      edges: fc.uniqueArray(
        fc.record({
          from: fc.integer({ min: 0, max: size - 1 }),
          to: fc.integer({ min: 0, max: size - 1 }),
          quantityPer: fc.double({ min: 0.01, max: 4, noNaN: true }),
          scrapPercent: fc.constantFrom(0, 0, 5, 12.5),
        }),
        { selector: (e) => `${e.from}-${e.to}`, maxLength: 14 },
      ),
      receipts: fc.array(
        fc.record({
          item: fc.integer({ min: 0, max: size - 1 }),
          quantity: fc.integer({ min: 1, max: 300 }),
          offset: fc.integer({ min: -10, max: 70 }),
        }),
        { maxLength: 5 },
      ),
      demands: fc.array(
        fc.record({
          item: fc.integer({ min: 0, max: size - 1 }),
          quantity: fc.integer({ min: 1, max: 500 }),
          offset: fc.integer({ min: -5, max: 80 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      horizon: fc.integer({ min: 1, max: 120 }),
      bucket: fc.constantFrom(1, 7, 14, 30),
    })
    .map(({ fields, edges, receipts, demands, horizon, bucket }) => {
      const lines: BomLine[] = edges
        .filter((e) => e.from < e.to)
        .map((e) => ({
          parentId: `I${e.from}`,
          itemId: `I${e.to}`,
          quantityPer: e.quantityPer,
          scrapPercent: e.scrapPercent,
        }));
      const hasBom = new Set(lines.map((l) => l.parentId));
      const items: MrpItem[] = fields.map((f, i) => ({
        itemId: `I${i}`,
        itemName: `Item ${i}`,
        procurement: hasBom.has(`I${i}`) ? 'MAKE' : 'BUY',
        leadTimeDays: f.leadTimeDays,
        safetyStock: f.safetyStock,
        minOrderQty: f.minOrderQty,
        roundingQty: f.roundingQty,
        ...f.lotSizing,
        isPhantom: f.isPhantom && hasBom.has(`I${i}`),
      }));
      return {
        today: TODAY,
        items,
        bomLines: lines,
        stock: fields.map((f, i) => ({ itemId: `I${i}`, onHand: f.onHand, reserved: f.reserved })),
        scheduledReceipts: receipts.map((r, i) => ({
          receiptId: `PO-${i}`,
          itemId: `I${r.item}`,
          kind: 'PURCHASE_ORDER' as const,
          quantity: r.quantity,
          dueDate: day(r.offset),
        })),
        demandOrders: demands.map((d, i) => ({
          orderId: `D-${i}`,
          productId: `I${d.item}`,
          quantity: d.quantity,
          requiredDate: day(d.offset),
        })),
        planningHorizonDays: horizon,
        timeBucketDays: bucket,
      };
    }),
);
