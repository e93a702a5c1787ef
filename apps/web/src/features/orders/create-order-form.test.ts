import { describe, expect, it } from 'vitest';
import { draftToRequest, emptyDraft } from './create-order-form.ts';

const filled = { ...emptyDraft('2026-11-25'), order_id: 'N-1', material: 'FG-OS-3552', quantity: '40' };

describe('the Create Order form (enterprise-shell §4, §5)', () => {
  it('defaults to Normal, PC and today → today + 7', () => {
    expect(emptyDraft('2026-11-25')).toMatchObject({
      priority: 'Normal',
      unit: 'PC',
      basic_start_date: '2026-11-25',
      basic_end_date: '2026-12-02',
    });
  });

  it.each(['order_id', 'material', 'quantity'] as const)(
    'asks for every required field (%s blank)',
    (field) => {
      expect(draftToRequest({ ...filled, [field]: ' ' }, 'UTC')).toEqual({
        problem: 'Please fill in all required fields',
      });
    },
  );

  it.each(['0', '2.5', '-3'])('refuses quantity %s: a whole number of at least 1', (quantity) => {
    expect(draftToRequest({ ...filled, quantity }, 'UTC')).toHaveProperty('problem');
  });

  it('refuses an end before the start', () => {
    const draft = { ...filled, basic_end_date: '2026-11-24' };
    expect(draftToRequest(draft, 'UTC')).toEqual({
      problem: 'The end date must not be before the start date',
    });
  });

  it('sends a new order as Created, its dates at the plant midnight', () => {
    const result = draftToRequest(filled, 'America/Sao_Paulo');
    expect(result).toEqual({
      request: expect.objectContaining({
        order_id: 'N-1',
        quantity: 40,
        status: 'Created',
        basic_start_date: '2026-11-25T03:00:00.000Z',
        basic_end_date: '2026-12-02T03:00:00.000Z',
      }),
    });
  });
});
