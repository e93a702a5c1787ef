import { describe, expect, it } from 'vitest';
import { makeItem, makeLine, makeStructure } from '../../test-fixtures/bom/test-factories.ts';
import { rollUpCost } from './cost-rollup.ts';

const structure = makeStructure(
  [
    makeLine('FG', 'CMP', 2, { componentType: 'MANUFACTURED_PART' }),
    makeLine('FG', 'BOX', 1, { componentType: 'PACKAGING' }),
    makeLine('CMP', 'RUBBER', 0.5, { componentType: 'RAW_MATERIAL', scrapPercent: 10 }),
    makeLine('CMP', 'OIL', 0.1, { componentType: 'RAW_MATERIAL' }),
  ],
  [
    makeItem('CMP', { unitCost: 9 }),
    makeItem('BOX', { unitCost: 0.5 }),
    makeItem('RUBBER', { unitCost: 2 }),
    makeItem('OIL', { unitCost: 1 }),
  ],
);

describe('rollUpCost', () => {
  it('counts material cost where bought material enters, by level and by component type', () => {
    const rollUp = rollUpCost(structure, 'FG', 10);
    // RUBBER 10 × 2 × 0.5 × 1.1 = 11 units at 2; OIL 10 × 2 × 0.1 = 2 units at 1; BOX 10 at 0.5.
    expect(rollUp.totalMaterialCost).toBeCloseTo(22 + 2 + 5);
    expect(rollUp.unitMaterialCost).toBeCloseTo(2.9);
    expect(rollUp.byLevel).toEqual([
      { level: 1, cost: 5, itemCount: 1 },
      { level: 2, cost: expect.closeTo(24, 9), itemCount: 2 },
    ]);
    expect(rollUp.byComponentType.map((t) => [t.componentType, t.cost])).toEqual([
      ['RAW_MATERIAL', expect.closeTo(24, 9)],
      ['PACKAGING', 5],
    ]);
    expect(rollUp.materials.map((m) => m.itemId)).toEqual(['RUBBER', 'BOX', 'OIL']);
  });

  it('gives the BOM form’s total as the direct components at their standard cost', () => {
    expect(rollUpCost(structure, 'FG', 1).directComponentCost).toBeCloseTo(2 * 9 + 0.5);
  });
});
