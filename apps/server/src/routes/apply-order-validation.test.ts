import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 11, point 6: an order proposal sent back to Apply is checked field by field before any
 * write — each rule has a request that breaks it, answered 400 naming the field, never a 500.
 */
let t: TestApp;
const headers = asUser('validator');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const apply = (kind: string, data: Record<string, string>, command = 'by hand', proposalId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assistant/apply-order',
    headers,
    payload: { kind, command, data, ...(proposalId === undefined ? {} : { proposal_id: proposalId }) },
  });
const update = (changes: string, extra: Record<string, string> = {}) =>
  apply('update_order', { order_id: '1044', version: '1', changes, ...extra });

describe('apply-order checks every field (issue 11)', () => {
  it.each<[string, () => ReturnType<typeof apply>, string]>([
    ['changes that are not JSON', () => update('{not json'), 'data.changes'],
    ['changes that are not an object', () => update('[1,2]'), 'data.changes'],
    ['no change at all', () => update('{}'), 'data.changes'],
    ['a priority not on the list', () => update('{"priority":"Mega"}'), 'data.changes.priority'],
    ['a negative quantity', () => update('{"quantity":-5}'), 'data.changes.quantity'],
    ['a quantity that is text', () => update('{"quantity":"abc"}'), 'data.changes.quantity'],
    ['a fractional quantity', () => update('{"quantity":2.5}'), 'data.changes.quantity'],
    ['a quantity above 10^9', () => update('{"quantity":1e12}'), 'data.changes.quantity'],
    ['a garbage date', () => update('{"basic_end_date":"soon"}'), 'data.changes.basic_end_date'],
    [
      'a date in year 0',
      () => update('{"basic_end_date":"0000-01-01T00:00:00Z"}'),
      'data.changes.basic_end_date',
    ],
    ['a field orders do not have', () => update('{"owner":"x"}'), 'data.changes.owner'],
    ['a status not on the list', () => update('{"status":"Gone"}'), 'data.changes.status'],
    [
      'an empty order id',
      () => apply('update_order', { order_id: '', version: '1', changes: '{"priority":"High"}' }),
      'data.order_id',
    ],
    [
      'a 3,000-character order id',
      () =>
        apply('update_order', { order_id: 'x'.repeat(3000), version: '1', changes: '{"priority":"High"}' }),
      'data.order_id',
    ],
    [
      'a version above 2^31 - 1',
      () => update('{"priority":"High"}', { version: '99999999999' }),
      'data.version',
    ],
    [
      'a missing version',
      () => apply('update_order', { order_id: '1044', changes: '{"priority":"High"}' }),
      'data.version',
    ],
    [
      'a new order with quantity 0',
      () => apply('create_order', { order_id: 'N-1', material: 'STD-101', quantity: '0' }),
      'data.quantity',
    ],
    [
      'a new order with a garbage due date',
      () =>
        apply('create_order', { order_id: 'N-1', material: 'STD-101', quantity: '5', basic_end_date: 'x' }),
      'data.basic_end_date',
    ],
    [
      'a split of no size',
      () =>
        apply('split_order', {
          order_id: '1044',
          version: '1',
          split_quantity: 'abc',
          new_order_id: '1044-2',
        }),
      'data.split_quantity',
    ],
    ['a release with no version', () => apply('release_order', { order_id: '1041' }), 'data.version'],
    [
      'a release at version 0',
      () => apply('release_order', { order_id: '1041', version: '0' }),
      'data.version',
    ],
    [
      'a release of a 41-character order id',
      () => apply('release_order', { order_id: 'x'.repeat(41), version: '1' }),
      'data.order_id',
    ],
    [
      'a command with a NUL',
      () =>
        apply('update_order', { order_id: '1044', version: '1', changes: '{"priority":"High"}' }, 'a\u0000b'),
      'body.command',
    ],
    [
      'a proposal id that is no id',
      () => apply('release_order', { order_id: '1041', version: '1' }, 'by hand', 'the-last-one'),
      'body.proposal_id',
    ],
  ])('refuses %s: 400 naming %s', async (_, send, field) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(
      field.startsWith('body.') ? field : `body.${field}`,
    );
  });
});

describe("a proposal id that is not the caller's", () => {
  it('is refused 404 before anything is written', async () => {
    const res = await apply(
      'release_order',
      { order_id: '1041', version: '1' },
      'by hand',
      '00000000-0000-4000-8000-000000000000',
    );
    expect([res.statusCode, res.json().code]).toEqual([404, 'PROPOSAL_NOT_FOUND']);
  });
});
