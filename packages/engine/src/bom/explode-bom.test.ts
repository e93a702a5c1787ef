import { describe, expect, it } from 'vitest';
import { makeItem, makeLine, makeStructure } from '../../test-fixtures/bom/test-factories.ts';
import { BomError } from './errors.ts';
import { explodeBom } from './explode-bom.ts';
import type { ExplosionNode } from './explosion-model.ts';

const byId = (nodes: ExplosionNode[], id: string) => nodes.find((n) => n.itemId === id)!;

function thrown(run: () => unknown): BomError {
  try {
    run();
  } catch (error) {
    if (error instanceof BomError) return error;
    throw error;
  }
  throw new Error('expected a BomError');
}

describe('explodeBom', () => {
  it('cumulates quantities level by level with scrap on top (planning-workspaces §3)', () => {
    const structure = makeStructure([
      makeLine('A', 'B', 2, { scrapPercent: 10 }),
      makeLine('B', 'C', 3),
      makeLine('A', 'D', 0.5),
    ]);
    const { structure: root } = explodeBom(structure, 'A', 5);
    const b = byId(root.children, 'B');
    expect(root).toMatchObject({ itemId: 'A', level: 0, cumulativeQuantity: 5, path: ['A'] });
    expect(b.cumulativeQuantity).toBeCloseTo(11);
    expect(byId(b.children, 'C')).toMatchObject({ level: 2, path: ['A', 'B', 'C'], quantityPer: 3 });
    expect(byId(b.children, 'C').cumulativeQuantity).toBeCloseTo(33);
    expect(byId(root.children, 'D').cumulativeQuantity).toBeCloseTo(2.5);
  });

  it('prices each node at cumulative quantity × unit cost and sums the material at the leaves', () => {
    const structure = makeStructure(
      [makeLine('A', 'B', 2), makeLine('B', 'C', 3), makeLine('A', 'D', 1, { unitCost: 7 })],
      [makeItem('B', { unitCost: 100 }), makeItem('C', { unitCost: 4 }), makeItem('D', { unitCost: 1 })],
    );
    const explosion = explodeBom(structure, 'A', 1);
    const b = byId(explosion.structure.children, 'B');
    expect(b.totalCost).toBe(200);
    expect(byId(b.children, 'C').totalCost).toBe(24);
    expect(byId(explosion.structure.children, 'D').unitCost).toBe(7);
    expect(explosion.totalMaterialCost).toBe(24 + 7);
    expect(explosion.componentCount).toBe(3);
    expect(explosion.depth).toBe(2);
  });

  it('passes phantoms through: their components hang on the phantom’s parent with its quantity factored in', () => {
    const structure = makeStructure(
      [
        makeLine('A', 'P', 2, { scrapPercent: 50 }),
        makeLine('P', 'X', 4, { scrapPercent: 10 }),
        makeLine('P', 'Y', 1),
        makeLine('A', 'Z', 1),
      ],
      [makeItem('P', { isPhantom: true })],
    );
    const { structure: root } = explodeBom(structure, 'A', 1);
    expect(root.children.map((n) => n.itemId)).toEqual(['X', 'Y', 'Z']);
    const x = byId(root.children, 'X');
    expect(x).toMatchObject({ level: 1, path: ['A', 'X'], viaPhantoms: ['P'], scrapPercent: 10 });
    expect(x.quantityPer).toBeCloseTo(12);
    expect(x.cumulativeQuantity).toBeCloseTo(13.2);
  });

  it('treats a line marked phantom like a phantom item', () => {
    const structure = makeStructure([makeLine('A', 'P', 2, { isPhantom: true }), makeLine('P', 'X', 3)]);
    const { structure: root } = explodeBom(structure, 'A', 1);
    expect(root.children).toHaveLength(1);
    expect(root.children[0]).toMatchObject({ itemId: 'X', level: 1, cumulativeQuantity: 6 });
  });

  it.each([
    [1, ['B']],
    [2, ['B', 'C']],
    [99, ['B', 'C', 'D']],
  ])('stops at max level %i (planning-workspaces §9)', (maxLevel, shown) => {
    const structure = makeStructure([makeLine('A', 'B', 1), makeLine('B', 'C', 1), makeLine('C', 'D', 1)]);
    const ids: string[] = [];
    const walk = (node: ExplosionNode): void => {
      for (const child of node.children) {
        ids.push(child.itemId);
        walk(child);
      }
    };
    const explosion = explodeBom(structure, 'A', 1, maxLevel);
    walk(explosion.structure);
    expect(ids).toEqual(shown);
    expect(explosion.maxLevel).toBe(maxLevel);
  });

  it('marks a node cut off by the max level as having a BOM', () => {
    const structure = makeStructure([makeLine('A', 'B', 1), makeLine('B', 'C', 1)]);
    const { structure: root } = explodeBom(structure, 'A', 1, 1);
    expect(root.children[0]).toMatchObject({ itemId: 'B', hasBom: true, children: [] });
  });

  it('finds the critical path by cumulative lead time (planning-workspaces §3)', () => {
    const structure = makeStructure(
      [makeLine('A', 'B', 1), makeLine('A', 'E', 1), makeLine('B', 'C', 1), makeLine('B', 'D', 1)],
      [
        makeItem('A', { leadTimeDays: 2 }),
        makeItem('B', { leadTimeDays: 3 }),
        makeItem('C', { leadTimeDays: 20 }),
        makeItem('D', { leadTimeDays: 5 }),
        makeItem('E', { leadTimeDays: 24 }),
      ],
    );
    const { leadTimeAnalysis } = explodeBom(structure, 'A');
    expect(leadTimeAnalysis.criticalPathItems).toEqual(['A', 'E']);
    expect(leadTimeAnalysis.totalLeadTimeDays).toBe(26);
  });

  it('breaks a critical-path tie by line order', () => {
    const structure = makeStructure(
      [makeLine('A', 'C', 1, { lineNo: 20 }), makeLine('A', 'B', 1, { lineNo: 10 })],
      [makeItem('B', { leadTimeDays: 5 }), makeItem('C', { leadTimeDays: 5 })],
    );
    expect(explodeBom(structure, 'A').leadTimeAnalysis.criticalPathItems).toEqual(['A', 'B']);
  });

  it('names a cycle deep in the structure, even below the max level', () => {
    const structure = makeStructure([
      makeLine('A', 'B', 1),
      makeLine('B', 'C', 1),
      makeLine('C', 'D', 1),
      makeLine('D', 'E', 1),
      makeLine('E', 'C', 1),
    ]);
    const error = thrown(() => explodeBom(structure, 'A', 1, 1));
    expect(error.code).toBe('BOM_CYCLE');
    expect(error.cycle).toEqual(['C', 'D', 'E', 'C']);
    expect(error.message).toBe('Circular reference detected: C -> D -> E -> C');
  });

  it('names a cycle that runs through a phantom', () => {
    const structure = makeStructure(
      [makeLine('A', 'P', 1), makeLine('P', 'Q', 1), makeLine('Q', 'P', 1)],
      [makeItem('P', { isPhantom: true }), makeItem('Q', { isPhantom: true })],
    );
    expect(thrown(() => explodeBom(structure, 'A')).cycle).toEqual(['P', 'Q', 'P']);
  });

  it('lists an item used on two branches once per branch', () => {
    const structure = makeStructure([
      makeLine('A', 'B', 1),
      makeLine('A', 'C', 1),
      makeLine('B', 'X', 2),
      makeLine('C', 'X', 3),
    ]);
    const { structure: root } = explodeBom(structure, 'A', 1);
    expect(root.children.flatMap((n) => n.children.map((c) => c.cumulativeQuantity))).toEqual([2, 3]);
  });

  it('answers BOM_NOT_FOUND for a product without a BOM', () => {
    expect(thrown(() => explodeBom(makeStructure([makeLine('A', 'B', 1)]), 'B')).code).toBe('BOM_NOT_FOUND');
  });

  it.each([
    [0, 10],
    [Number.NaN, 10],
    [1, 0],
    [1, 2.5],
  ])('rejects quantity %d with max level %d as BOM_INVALID_ARGUMENT', (quantity, maxLevel) => {
    const structure = makeStructure([makeLine('A', 'B', 1)]);
    expect(thrown(() => explodeBom(structure, 'A', quantity, maxLevel)).code).toBe('BOM_INVALID_ARGUMENT');
  });
});
