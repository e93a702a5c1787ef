import { BomValidation, FieldError } from '@takt/contract';
import { type BomFailure, validateBom } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { bomFailureDetails, bomFailureText } from './bom-failures.ts';

const everyFailure: BomFailure[] = [
  { code: 'PRODUCT_ID_REQUIRED' },
  { code: 'PRODUCT_NAME_REQUIRED' },
  { code: 'COMPONENTS_REQUIRED' },
  { code: 'COMPONENT_ITEM_REQUIRED', componentIndex: 0 },
  { code: 'COMPONENT_QUANTITY_NOT_POSITIVE', componentIndex: 1 },
  { code: 'COMPONENT_SCRAP_OUT_OF_RANGE', componentIndex: 2 },
  { code: 'SELF_REFERENCE' },
  { code: 'CYCLE', cycle: ['FG-1', 'RM-1', 'SUB', 'FG-1'] },
  { code: 'QUANTITY_NOT_POSITIVE' },
  { code: 'MAX_LEVEL_BELOW_ONE' },
];

describe('BOM save failures in words', () => {
  it('words each code in en-US with the messages of planning-workspaces §5, components from 1', () => {
    expect(everyFailure.map((failure) => bomFailureText(failure, 'en-US'))).toEqual([
      'Product ID is required',
      'Product name is required',
      'At least one component is required',
      'Component 1: Item ID is required',
      'Component 2: Quantity must be positive',
      'Component 3: Scrap % must be between 0 and 100',
      'Circular reference detected: Component cannot be the same as parent product',
      'Circular reference detected: FG-1 -> RM-1 -> SUB -> FG-1',
      'quantity must be a number above 0',
      'max_level must be an integer of at least 1',
    ]);
  });

  it('words them in pt-BR for a Portuguese caller, and in en-US for anyone else', () => {
    expect(bomFailureText({ code: 'COMPONENT_ITEM_REQUIRED', componentIndex: 0 }, 'pt-BR')).toBe(
      'Componente 1: o ID do item é obrigatório',
    );
    expect(bomFailureText({ code: 'CYCLE', cycle: ['A', 'B', 'A'] }, 'pt')).toBe(
      'Referência circular detectada: A -> B -> A',
    );
    expect(bomFailureText({ code: 'PRODUCT_NAME_REQUIRED' }, 'de-DE')).toBe('Product name is required');
  });

  it('names the request field of each failure in the error details', () => {
    const details = bomFailureDetails(everyFailure).map((detail) => FieldError.parse(detail).field);
    expect(details).toEqual([
      'body.product_id',
      'body.product_name',
      'body.components',
      'body.components.0.item_id',
      'body.components.1.quantity_per',
      'body.components.2.scrap_percent',
      'body.components',
      'body.components',
      'body',
      'body',
    ]);
  });

  it('gives a validation answer the contract accepts', () => {
    const failures = validateBom({ productId: 'FG-1', productName: '', components: [] });
    const errors = failures.map((failure) => bomFailureText(failure));
    expect(BomValidation.parse({ product_id: 'FG-1', valid: false, errors, warnings: [] }).errors).toEqual([
      'Product name is required',
      'At least one component is required',
    ]);
  });
});
