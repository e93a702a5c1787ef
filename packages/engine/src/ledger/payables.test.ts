import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import { billDueAtMs, DEFAULT_PAYMENT_TERMS_DAYS, openPayables } from './payables.ts';

describe('openPayables', () => {
  it('pays the oldest bill first, leaving a part of the next one open', () => {
    const { open, unapplied } = openPayables([
      { kind: 'bill', reference: 'OPEN', amount: 100 },
      { kind: 'bill', reference: 'PO-1', amount: 50 },
      { kind: 'payment', amount: 120 },
      { kind: 'bill', reference: 'PO-2', amount: 10.25 },
    ]);
    expect(open).toEqual([
      { reference: 'PO-1', amount: 50, amountDue: 30 },
      { reference: 'PO-2', amount: 10.25, amountDue: 10.25 },
    ]);
    expect(unapplied).toBe(0);
  });

  it('a payment does not settle a bill raised after it', () => {
    const { open, unapplied } = openPayables([
      { kind: 'payment', amount: 40 },
      { kind: 'bill', reference: 'PO-1', amount: 50 },
    ]);
    expect(open).toEqual([{ reference: 'PO-1', amount: 50, amountDue: 50 }]);
    expect(unapplied).toBe(40);
  });

  it('the open amounts sum to bills minus applied payments, to the cent', () => {
    const movement = fc.oneof(
      fc.record({
        kind: fc.constant('bill' as const),
        reference: fc.string(),
        amount: fc.integer({ min: 1, max: 1e8 }).map((c) => c / 100),
      }),
      fc.record({
        kind: fc.constant('payment' as const),
        amount: fc.integer({ min: 1, max: 1e8 }).map((c) => c / 100),
      }),
    );
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), (movements) => {
        const { open, unapplied } = openPayables(movements);
        const signed = movements.reduce(
          (sum, m) => sum + (m.kind === 'bill' ? toCents(m.amount) : -toCents(m.amount)),
          0,
        );
        const due = open.reduce((sum, b) => sum + toCents(b.amountDue), 0);
        expect(due - toCents(unapplied)).toBe(signed);
        for (const b of open) expect(b.amountDue).toBeGreaterThan(0);
      }),
    );
  });
});

describe('billDueAtMs', () => {
  it('falls due net 30 by default', () => {
    expect(DEFAULT_PAYMENT_TERMS_DAYS).toBe(30);
    expect(billDueAtMs(Date.parse('2026-11-03T13:00:00Z'))).toBe(Date.parse('2026-12-03T13:00:00Z'));
  });
});
