import { describe, expect, it } from 'vitest';
import { materialConsumers } from './disruption.ts';
import type { SchedulingSnapshot } from './snapshot.ts';

const line = (product_id: string, item_id: string, is_phantom = false) =>
  ({ product_id, item_id, is_phantom }) as SchedulingSnapshot['bomComponents'][number];

describe('who waits for a late material (issue 9)', () => {
  it('the parents of its BOM lines, and through a phantom assembly the phantom’s parents', () => {
    const snapshot = {
      bomComponents: [
        line('MB-NR-N330', 'RM-778'),
        line('BATCH-890', 'MB-NR-N330', true),
        line('CMP-NR70', 'MB-NR-N330', true),
        line('FG-SEAL', 'BATCH-890'),
        line('CMP-EPDM', 'RM-OTHER'),
      ],
    } as SchedulingSnapshot;
    expect(materialConsumers(snapshot, 'RM-778')).toEqual(['BATCH-890', 'CMP-NR70', 'MB-NR-N330']);
    expect(materialConsumers(snapshot, 'RM-NONE')).toEqual([]);
  });
});
