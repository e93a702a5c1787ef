import { describe, expect, it } from 'vitest';
import { analyzeRequestOf, initialFormValues, validatePromiseForm } from './promise-form.ts';

const TODAY = new Date(2026, 10, 25, 12, 0);
const valid = initialFormValues(TODAY);

describe('promise form (planning-workspaces §5, §9)', () => {
  it('starts on the §9 defaults', () => {
    expect(valid).toEqual({ sku: 'PRODUCT-001', quantity: '500', price: '50', requestedDate: '2026-12-02' });
    expect(validatePromiseForm(valid)).toEqual({});
  });

  it.each([
    ['sku', '', 'SKU is required'],
    ['quantity', '', 'Quantity is required'],
    ['quantity', '0', 'Quantity must be a whole number of at least 1'],
    ['quantity', '12.5', 'Quantity must be a whole number of at least 1'],
    ['price', '', 'Price/Unit is required'],
    ['price', '-0.01', 'Price/Unit must be 0 or more'],
    ['requestedDate', '', 'Requested Delivery Date is required'],
  ] as const)('%s %j is refused: %s', (field, value, message) => {
    expect(validatePromiseForm({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('takes 1 unit and a price of 0', () => {
    expect(validatePromiseForm({ ...valid, quantity: '1', price: '0' })).toEqual({});
  });

  it('sends numbers, the SKU trimmed in capitals and the date as typed', () => {
    expect(analyzeRequestOf({ ...valid, sku: ' std-101 ', price: '48.5' })).toEqual({
      sku: 'STD-101',
      quantity: 500,
      requested_date: '2026-12-02',
      selling_price_per_unit: 48.5,
    });
  });
});
