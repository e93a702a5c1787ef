import { describe, expect, it } from 'vitest';
import { makeItem, makeLine, makeStructure } from '../../test-fixtures/bom/test-factories.ts';
import type { BomError } from './errors.ts';
import { whereUsed } from './where-used.ts';

const structure = makeStructure(
  [
    makeLine('FG1', 'CMP', 0.5, { scrapPercent: 10, componentType: 'MANUFACTURED_PART' }),
    makeLine('FG2', 'CMP', 2),
    makeLine('CMP', 'MB', 0.8, { componentType: 'SUBASSEMBLY' }),
    makeLine('MB', 'RM', 0.6, { componentType: 'RAW_MATERIAL' }),
    makeLine('CMP', 'RM', 0.1, { componentType: 'RAW_MATERIAL' }),
  ],
  [makeItem('MB', { isPhantom: true })],
);

describe('whereUsed', () => {
  it('lists the direct parents only at single level', () => {
    const result = whereUsed(structure, 'RM', 1);
    expect(result.usedIn.map((n) => [n.itemId, n.level, n.quantityPer, n.parents.length])).toEqual([
      ['MB', 1, 0.6, 0],
      ['CMP', 1, 0.1, 0],
    ]);
    expect(result.finishedGoods).toEqual([]);
  });

  it('climbs every path up to the finished goods with the cumulative quantity per parent unit', () => {
    const result = whereUsed(structure, 'RM');
    expect(result.finishedGoods.map((g) => [g.path.join(' -> '), g.cumulativeQuantity])).toEqual([
      ['RM -> MB -> CMP -> FG1', expect.closeTo(0.6 * 0.8 * 0.5 * 1.1, 9)],
      ['RM -> MB -> CMP -> FG2', expect.closeTo(0.6 * 0.8 * 2, 9)],
      ['RM -> CMP -> FG1', expect.closeTo(0.1 * 0.5 * 1.1, 9)],
      ['RM -> CMP -> FG2', expect.closeTo(0.1 * 2, 9)],
    ]);
    const cmp = result.usedIn[0]!.parents[0]!;
    expect(cmp).toMatchObject({ itemId: 'CMP', level: 2, isPhantom: true, isFinishedGood: false });
  });

  it('answers an empty list for an item used nowhere', () => {
    expect(whereUsed(structure, 'FG1')).toMatchObject({ usedIn: [], finishedGoods: [] });
  });

  it('names a cycle among the parents', () => {
    const looped = makeStructure([makeLine('A', 'B', 1), makeLine('B', 'C', 1), makeLine('C', 'A', 1)]);
    try {
      whereUsed(looped, 'C');
      expect.unreachable();
    } catch (error) {
      expect((error as BomError).code).toBe('BOM_CYCLE');
      expect((error as BomError).cycle).toEqual(['C', 'A', 'B', 'C']);
    }
  });
});
