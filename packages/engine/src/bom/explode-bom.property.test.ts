import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../../test-fixtures/bom/test-factories.ts';
import { explodeBom } from './explode-bom.ts';
import type { ExplosionNode } from './explosion-model.ts';
import type { BomLine, BomStructure } from './model.ts';
import { grossQuantityPer } from './structure-index.ts';
import { summarizeExplosion } from './summarize-explosion.ts';

/** A random acyclic structure: item i may use items j > i, so item 0 is the product. */
const acyclicStructure = fc
  .integer({ min: 2, max: 9 })
  .chain((size) =>
    fc.record({
      size: fc.constant(size),
      edges: fc.uniqueArray(
        fc
          .tuple(fc.integer({ min: 0, max: size - 2 }), fc.integer({ min: 1, max: size - 1 }))
          .filter(([from, to]) => from < to),
        { selector: ([from, to]) => `${from}-${to}`, minLength: 1, maxLength: 16 },
      ),
      quantities: fc.array(fc.double({ min: 0.01, max: 10, noNaN: true }), { minLength: 16, maxLength: 16 }),
      scraps: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 16, maxLength: 16 }),
      phantoms: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    }),
  )
  .filter(({ edges }) => edges.some(([from]) => from === 0));

function toStructure(
  {
    size,
    edges,
    quantities,
    scraps,
  }: { size: number; edges: [number, number][]; quantities: number[]; scraps: number[] },
  phantoms: boolean[] = [],
): BomStructure {
  const lines: BomLine[] = edges.map(([from, to], i) => ({
    parentId: `I${from}`,
    itemId: `I${to}`,
    quantityPer: quantities[i]!,
    scrapPercent: scraps[i]!,
    lineNo: i * 10,
  }));
  const items = Array.from({ length: size }, (_, i) =>
    makeItem(`I${i}`, { isPhantom: i > 0 && phantoms[i] }),
  );
  return { items, lines };
}

function nodesOf(root: ExplosionNode): ExplosionNode[] {
  return [root, ...root.children.flatMap(nodesOf)];
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('explosion properties', () => {
  it('conserves quantity: every node needs the product quantity times the factors along its path', () => {
    fc.assert(
      fc.property(acyclicStructure, fc.integer({ min: 1, max: 1000 }), (generated, quantity) => {
        const structure = toStructure(generated);
        const lineOf = new Map(structure.lines.map((l) => [`${l.parentId}>${l.itemId}`, l]));
        for (const node of nodesOf(explodeBom(structure, 'I0', quantity, 99).structure)) {
          let expected = quantity;
          for (let i = 1; i < node.path.length; i++) {
            expected *= grossQuantityPer(lineOf.get(`${node.path[i - 1]}>${node.path[i]}`)!);
          }
          expect(close(node.cumulativeQuantity, expected)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves the leaf requirements unchanged when intermediate items become phantoms', () => {
    fc.assert(
      fc.property(acyclicStructure, (generated) => {
        const leafTotals = (structure: BomStructure) =>
          new Map(
            summarizeExplosion(explodeBom(structure, 'I0', 1, 99), true).map((c) => [
              c.itemId,
              c.totalQuantity,
            ]),
          );
        const plain = leafTotals(toStructure(generated));
        const withPhantoms = leafTotals(toStructure(generated, generated.phantoms));
        expect([...withPhantoms.keys()].sort()).toEqual([...plain.keys()].sort());
        for (const [id, total] of plain) expect(close(withPhantoms.get(id)!, total)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
