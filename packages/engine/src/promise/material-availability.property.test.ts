import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../../test-fixtures/bom/test-factories.ts';
import { explodeBom } from '../bom/explode-bom.ts';
import type { BomStructure } from '../bom/model.ts';
import { summarizeExplosion } from '../bom/summarize-explosion.ts';
import { materialAvailability } from './material-availability.ts';

/** A random acyclic plant: item i may use items j > i, so I0 is the product; some items are phantoms. */
const randomPlant = fc
  .integer({ min: 2, max: 8 })
  .chain((size) =>
    fc.record({
      edges: fc.uniqueArray(
        fc
          .tuple(fc.integer({ min: 0, max: size - 2 }), fc.integer({ min: 1, max: size - 1 }))
          .filter(([from, to]) => from < to),
        { selector: ([from, to]) => `${from}-${to}`, minLength: 1, maxLength: 14 },
      ),
      quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 14, maxLength: 14 }),
      scraps: fc.array(fc.constantFrom(0, 5, 10, 50), { minLength: 14, maxLength: 14 }),
      phantoms: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
      stock: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: size, maxLength: size }),
      size: fc.constant(size),
    }),
  )
  .filter(({ edges }) => edges.some(([from]) => from === 0));

function toStructure(plant: {
  size: number;
  edges: [number, number][];
  quantities: number[];
  scraps: number[];
  phantoms: boolean[];
}): BomStructure {
  return {
    items: Array.from({ length: plant.size }, (_, i) =>
      makeItem(`I${i}`, { isPhantom: i > 0 && plant.phantoms[i] }),
    ),
    lines: plant.edges.map(([from, to], i) => ({
      parentId: `I${from}`,
      itemId: `I${to}`,
      quantityPer: plant.quantities[i]!,
      scrapPercent: plant.scraps[i]!,
      lineNo: i * 10,
    })),
  };
}

const check = (structure: BomStructure, quantity: number, stock: Map<string, number>) =>
  materialAvailability({
    structure,
    productId: 'I0',
    quantity,
    today: '2026-11-26',
    needDate: '2026-12-03',
    usableStock: stock,
    receipts: [],
  });

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('materialAvailability properties (issue 13)', () => {
  it('requires what the BOM explosion requires when nothing is in stock (phantoms and scrap alike)', () => {
    fc.assert(
      fc.property(randomPlant, fc.integer({ min: 1, max: 50 }), (plant, quantity) => {
        const structure = toStructure(plant);
        const result = check(structure, quantity, new Map());
        const exploded = summarizeExplosion(explodeBom(structure, 'I0', quantity, 99));
        const required = new Map(result.materials.map((m) => [m.itemId, m.quantityRequired]));
        expect([...required.keys()].sort()).toEqual(['I0', ...exploded.map((c) => c.itemId)].sort());
        for (const component of exploded)
          expect(close(required.get(component.itemId)!, component.totalQuantity)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('allocates each item’s stock once: one row per item, never more available than in stock', () => {
    fc.assert(
      fc.property(randomPlant, fc.integer({ min: 1, max: 50 }), (plant, quantity) => {
        const stock = new Map(plant.stock.map((s, i) => [`I${i}`, s]));
        const result = check(toStructure(plant), quantity, stock);
        const ids = result.materials.map((m) => m.itemId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const m of result.materials) {
          expect(m.quantityAvailable).toBeLessThanOrEqual(stock.get(m.itemId)! + 1e-9);
          expect(close(m.quantityAvailable + m.quantityToOrder, m.quantityRequired)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
