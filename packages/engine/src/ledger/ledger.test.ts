import { describe, expect, it } from 'vitest';
import { forecastCash } from './cash-forecast.ts';
import { postingProblems } from './posting.ts';
import { orderProfit, routingStepCost } from './product-cost.ts';
import { debitBalance, trialBalance } from './trial-balance.ts';

describe('postingProblems', () => {
  it('names what keeps an entry from posting', () => {
    expect(postingProblems([])).toEqual([{ code: 'EMPTY' }]);
    expect(
      postingProblems([
        { accountId: 'A', debit: 100, credit: 0 },
        { accountId: 'B', debit: 0, credit: 99.99 },
      ]),
    ).toEqual([{ code: 'UNBALANCED', debit: 100, credit: 99.99 }]);
    expect(postingProblems([{ accountId: 'A', debit: 5, credit: 5 }])).toEqual([
      { code: 'LINE_SIDES', index: 0 },
    ]);
    expect(
      postingProblems(
        [
          { accountId: 'X', debit: 1, credit: 0 },
          { accountId: 'A', debit: 0, credit: 1 },
        ],
        (id) => id === 'A',
      ),
    ).toEqual([{ code: 'UNKNOWN_ACCOUNT', index: 0, accountId: 'X' }]);
  });

  it('compares in cents, so 0.1 + 0.2 against 0.3 balances', () => {
    expect(
      postingProblems([
        { accountId: 'A', debit: 0.1, credit: 0 },
        { accountId: 'A', debit: 0.2, credit: 0 },
        { accountId: 'B', debit: 0, credit: 0.3 },
      ]),
    ).toEqual([]);
  });
});

describe('trialBalance', () => {
  it('shows each account net on one side, signed balance by its normal side', () => {
    const tb = trialBalance(
      [
        { accountId: 'CASH', normalBalance: 'DEBIT' },
        { accountId: 'AP', normalBalance: 'CREDIT' },
      ],
      [
        { accountId: 'CASH', debit: 500, credit: 0 },
        { accountId: 'AP', debit: 0, credit: 500 },
        { accountId: 'AP', debit: 200, credit: 0 },
        { accountId: 'CASH', debit: 0, credit: 200 },
      ],
    );
    expect(tb.lines).toEqual([
      { accountId: 'CASH', debit: 300, credit: 0, balance: 300 },
      { accountId: 'AP', debit: 0, credit: 300, balance: 300 },
    ]);
    expect(tb).toMatchObject({ totalDebit: 300, totalCredit: 300, balanced: true });
    expect(debitBalance([{ accountId: 'CASH', debit: 1, credit: 3 }], 'CASH')).toBe(-2);
  });
});

describe('forecastCash', () => {
  it('puts overdue items on the first day, leaves later ones out, and finds the low point', () => {
    const f = forecastCash(1000, '2026-11-25', 3, [
      { date: '2026-11-01', amount: 100 },
      { date: '2026-11-26', amount: -1500 },
      { date: '2026-11-27', amount: 2000 },
      { date: '2026-11-28', amount: 999 },
    ]);
    expect(f.daily).toEqual([
      { date: '2026-11-25', inflow: 100, outflow: 0, balance: 1100 },
      { date: '2026-11-26', inflow: 0, outflow: 1500, balance: -400 },
      { date: '2026-11-27', inflow: 2000, outflow: 0, balance: 1600 },
    ]);
    expect(f).toMatchObject({
      endDate: '2026-11-27',
      totalInflow: 2100,
      totalOutflow: 1500,
      closingCash: 1600,
      lowestBalance: -400,
      lowestBalanceDate: '2026-11-26',
    });
  });
});

describe('routingStepCost and orderProfit', () => {
  it('costs a step on its cheapest eligible centre, fixed minutes spread over the quantity', () => {
    const rates: Record<string, number> = { P1: 120, P2: 60 };
    const step = routingStepCost(
      [
        { work_center_id: 'P1', run_rate_per_hour: 20, fixed_minutes: 0 },
        { work_center_id: 'P2', run_rate_per_hour: 10, fixed_minutes: 60 },
      ],
      (id) => rates[id],
      10,
    );
    // P1: 0.05 h × 120 = 6 a unit; P2: (1 h + 1 h) / 10 = 0.2 h × 60 = 12 a unit.
    expect(step).toEqual({ workCenterId: 'P1', hoursPerUnit: 0.05, costRatePerHour: 120, costPerUnit: 6 });
    expect(
      routingStepCost([{ work_center_id: 'Z', run_rate_per_hour: 5, fixed_minutes: 0 }], () => undefined, 1),
    ).toBe(undefined);
  });

  it('takes material, labor and overtime from revenue', () => {
    expect(
      orderProfit({
        quantity: 10,
        unitPrice: 50,
        materialCostPerUnit: 20,
        laborCostPerUnit: 5,
        overtimeCost: 30,
      }),
    ).toEqual({ revenue: 500, materialCost: 200, laborCost: 50, overtimeCost: 30, margin: 220 });
  });
});
