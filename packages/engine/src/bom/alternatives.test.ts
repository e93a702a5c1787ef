import { describe, expect, it } from 'vitest';
import { makeItem, makeLine, makeStructure } from '../../test-fixtures/bom/test-factories.ts';
import { findAlternatives } from './alternatives.ts';
import { BomError } from './errors.ts';
import { optimizeBom } from './optimize-bom.ts';

const polymer = { materialType: 'RAW', category: 'Polymer', unit: 'KG' };
const items = [
  makeItem('NR', { ...polymer, unitCost: 1.85, leadTimeDays: 35 }),
  makeItem('SBR', { ...polymer, unitCost: 2.1, leadTimeDays: 10 }),
  makeItem('EPDM', { ...polymer, unitCost: 3.4, leadTimeDays: 21 }),
  makeItem('NBR', { ...polymer, unitCost: 1.85, leadTimeDays: 21 }),
  makeItem('LATEX', { ...polymer, unit: 'L', unitCost: 0.5 }),
  makeItem('CB', { materialType: 'RAW', category: 'Filler', unit: 'KG', unitCost: 0.2 }),
  makeItem('MB', { ...polymer, unitCost: 0.1, isPhantom: true }),
];

describe('findAlternatives', () => {
  it('offers items of the same type, category and unit, cheapest first, then shortest lead time', () => {
    const alternatives = findAlternatives(items, 'SBR');
    expect(alternatives.map((a) => a.itemId)).toEqual(['NBR', 'NR', 'EPDM']);
    expect(alternatives[0]).toMatchObject({
      unitCost: 1.85,
      leadTimeDays: 21,
      leadTimeDifferenceDays: 11,
    });
    expect(alternatives[0]!.costDifference).toBeCloseTo(-0.25);
  });

  it('answers ITEM_NOT_FOUND for an item the master lacks', () => {
    expect(() => findAlternatives(items, 'NOPE')).toThrow(BomError);
  });
});

describe('optimizeBom', () => {
  it('suggests the cheapest alternative per component with the saving for the quantity', () => {
    const structure = makeStructure(
      [
        makeLine('CMP', 'EPDM', 0.5, { lineNo: 10, scrapPercent: 10 }),
        makeLine('CMP', 'NR', 0.2, { lineNo: 20 }),
      ],
      items,
    );
    const optimization = optimizeBom(structure, 'CMP', 100);
    expect(optimization.suggestions).toHaveLength(1);
    const [suggestion] = optimization.suggestions;
    expect(suggestion).toMatchObject({ lineNo: 10, itemId: 'EPDM', alternative: { itemId: 'NBR' } });
    expect(suggestion!.quantity).toBeCloseTo(55);
    expect(suggestion!.saving).toBeCloseTo(55 * (3.4 - 1.85));
    expect(optimization.currentCost).toBeCloseTo(55 * 3.4 + 20 * 1.85);
    expect(optimization.optimizedCost).toBeCloseTo(optimization.currentCost - suggestion!.saving);
  });

  it('never offers a part the BOM already uses as another component’s substitute (issue 14)', () => {
    const packaging = { materialType: 'PACKAGING', category: 'Packaging', unit: 'PC' };
    const structure = makeStructure(
      [
        makeLine('MOUNT', 'CARTON', 0.1, { lineNo: 10 }),
        makeLine('MOUNT', 'LABEL', 0.1, { lineNo: 20 }),
        makeLine('MOUNT', 'SBR', 0.5, { lineNo: 30 }),
      ],
      [
        ...items,
        makeItem('CARTON', { ...packaging, unitCost: 0.45 }),
        makeItem('LABEL', { ...packaging, unitCost: 0.02 }),
      ],
    );
    const suggestions = optimizeBom(structure, 'MOUNT', 1).suggestions;
    expect(suggestions.map((s) => [s.itemId, s.alternative.itemId])).toEqual([['SBR', 'NBR']]);
  });
});
