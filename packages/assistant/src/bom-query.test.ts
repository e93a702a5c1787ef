import { describe, expect, it } from 'vitest';
import { interpretBomQuery } from './bom-query.ts';

const ITEMS = ['PRODUCT-001', 'STD-101', 'RM-778', 'CMP-NBR70', 'BATCH-890'];

describe('interpretBomQuery', () => {
  it.each([
    ['Suggest components for this product', 'suggest_components'],
    ['What does PRODUCT-001 cost for 500 units?', 'cost'],
    ['Where is RM-778 used?', 'where_used'],
    ['Show the critical path by lead time', 'critical_path'],
    ['Is there a cheaper alternative to CMP-NBR70?', 'alternatives'],
    ['Explode the structure of STD-101', 'explode'],
    ['Onde o RM-778 é usado?', 'where_used'],
    ['Quanto custa o PRODUCT-001?', 'cost'],
    ['hello there', 'help'],
  ])('reads "%s" as %s', (question, intent) => {
    expect(interpretBomQuery(question, {}, ITEMS).intent).toBe(intent);
  });

  it('takes the product named in the question over the one in context, in any case', () => {
    const query = interpretBomQuery('what does std-101 cost for 250', { productId: 'PRODUCT-001' }, ITEMS);
    expect(query).toMatchObject({ intent: 'cost', productId: 'STD-101', quantity: 250 });
  });

  it('falls back to the product in context when the question names none', () => {
    expect(interpretBomQuery('suggest components', { productId: 'BATCH-890' }, ITEMS)).toMatchObject({
      productId: 'BATCH-890',
    });
  });

  it('asks where-used and alternatives about the component named', () => {
    expect(interpretBomQuery('where is RM-778 used', { productId: 'PRODUCT-001' }, ITEMS)).toMatchObject({
      intent: 'where_used',
      itemId: 'RM-778',
    });
  });
});
