import { describe, expect, it } from 'vitest';
import type { StockRequirementElement } from '../../api/bom-api.ts';
import { availabilityStatus } from './stock-requirements.ts';

const line = (available: number): StockRequirementElement => ({
  date: '2026-11-21',
  element_type: 'DEPENDENT',
  element_id: '1030',
  quantity: -10,
  available_quantity: available,
});

describe('MD04 running available quantity', () => {
  it.each([
    [-1, true, 'shortage'],
    [-1, false, 'shortage'],
    [5, true, 'covered'],
    [5, false, 'below-safety'],
    [43, false, 'covered'],
  ] as const)('available %d (safety stock 43, safety-stock line %s) is %s', (available, hasLine, status) => {
    expect(availabilityStatus(line(available), 43, hasLine)).toBe(status);
  });
});
