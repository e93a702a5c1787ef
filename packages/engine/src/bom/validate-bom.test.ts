import { describe, expect, it } from 'vitest';
import { makeLine, makeStructure } from '../../test-fixtures/bom/test-factories.ts';
import { BomError } from './errors.ts';
import { assertValidBom, type BomDraft, validateBom } from './validate-bom.ts';

const draft = (parts: Partial<BomDraft> = {}): BomDraft => ({
  productId: 'FG-1',
  productName: 'Gasket',
  components: [{ itemId: 'RM-1', quantityPer: 1 }],
  ...parts,
});

function thrown(run: () => void): BomError {
  try {
    run();
  } catch (error) {
    if (error instanceof BomError) return error;
    throw error;
  }
  throw new Error('expected a BomError');
}

describe('validateBom', () => {
  it('accepts a complete BOM', () => {
    expect(validateBom(draft())).toEqual([]);
  });

  it('lists every BOM save failure at once (planning-workspaces §5)', () => {
    const failures = validateBom({
      productId: ' ',
      productName: '',
      components: [
        { itemId: '', quantityPer: 0, scrapPercent: 101 },
        { itemId: 'RM-1', quantityPer: -1, scrapPercent: -0.1 },
      ],
    });
    expect(failures).toEqual([
      { code: 'PRODUCT_ID_REQUIRED' },
      { code: 'PRODUCT_NAME_REQUIRED' },
      { code: 'COMPONENT_ITEM_REQUIRED', componentIndex: 0 },
      { code: 'COMPONENT_QUANTITY_NOT_POSITIVE', componentIndex: 0 },
      { code: 'COMPONENT_SCRAP_OUT_OF_RANGE', componentIndex: 0 },
      { code: 'COMPONENT_QUANTITY_NOT_POSITIVE', componentIndex: 1 },
      { code: 'COMPONENT_SCRAP_OUT_OF_RANGE', componentIndex: 1 },
    ]);
  });

  it('requires at least one component (planning-workspaces §5)', () => {
    expect(validateBom(draft({ components: [] }))).toEqual([{ code: 'COMPONENTS_REQUIRED' }]);
  });

  it('refuses a component equal to its parent (planning-workspaces §5)', () => {
    expect(validateBom(draft({ components: [{ itemId: 'FG-1', quantityPer: 1 }] }))).toEqual([
      { code: 'SELF_REFERENCE' },
    ]);
  });

  it('accepts scrap at both bounds, 0 and 100 (planning-workspaces §5)', () => {
    const components = [
      { itemId: 'A', quantityPer: 1, scrapPercent: 0 },
      { itemId: 'B', quantityPer: 1, scrapPercent: 100 },
    ];
    expect(validateBom(draft({ components }))).toEqual([]);
  });

  it('detects a cycle the draft closes through the stored structure', () => {
    const stored = makeStructure([makeLine('RM-1', 'SUB', 1), makeLine('SUB', 'FG-1', 1)]);
    expect(validateBom(draft(), stored)).toEqual([{ code: 'CYCLE', cycle: ['FG-1', 'RM-1', 'SUB', 'FG-1'] }]);
    const error = thrown(() => assertValidBom(draft(), stored));
    expect(error.code).toBe('BOM_CYCLE');
    expect(error.cycle).toEqual(['FG-1', 'RM-1', 'SUB', 'FG-1']);
  });

  it('ignores the stored lines the draft replaces', () => {
    const stored = makeStructure([makeLine('FG-1', 'OLD', 1), makeLine('OLD', 'FG-1', 1)]);
    expect(validateBom(draft(), stored)).toEqual([]);
  });

  it('throws BOM_INVALID with every failure', () => {
    const error = thrown(() => assertValidBom(draft({ productName: '', components: [] })));
    expect(error.code).toBe('BOM_INVALID');
    expect(error.failures).toEqual([{ code: 'PRODUCT_NAME_REQUIRED' }, { code: 'COMPONENTS_REQUIRED' }]);
  });
});
