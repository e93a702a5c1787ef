import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bill } from '../../api/financial-bills-api.ts';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { BillList } from './BillList.tsx';
import { makeSummary } from './financial-test-factories.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function makeBill(overrides: Partial<Bill> = {}): Bill {
  return {
    bill_id: 'BILL-30006',
    bill_number: 'B-30006',
    vendor_id: 'V-2003',
    vendor_name: 'Rheinland Synthetic Rubber GmbH',
    po_id: 'PO-45009',
    description: 'Goods receipt PO-45009 RM-EPDM-50',
    bill_date: '2026-11-09T13:00:00.000Z',
    due_date: '2026-12-09T13:00:00.000Z',
    amount: 41_952,
    amount_due: 41_952,
    is_overdue: false,
    days_overdue: 0,
    status: 'Pending',
    ...overrides,
  };
}

const LATE = makeBill({
  bill_id: 'BILL-30001',
  bill_number: 'B-30001',
  vendor_name: 'Embalagens Ribeira Ltda.',
  due_date: '2026-11-03T13:00:00.000Z',
  amount: 1828.8,
  amount_due: 1005.38,
  is_overdue: true,
  days_overdue: 22,
});

function stubBills(pay = vi.fn(() => jsonResponse({ bill: makeBill(), entry_id: 'JE-000137', version: 3 }))) {
  const summary = makeSummary({
    cash_position: {
      total_cash: 258_500,
      by_account: [
        { account_id: 'ACC-1000', account_number: '1000', account_name: 'Cash', balance: 8_500 },
        {
          account_id: 'ACC-1010',
          account_number: '1010',
          account_name: 'Bank - Operating Account',
          balance: 250_000,
        },
      ],
    },
  });
  const fetchMock = stubApi({
    'GET /api/health': () => jsonResponse(HEALTH),
    'GET /api/financial/summary': () => jsonResponse(summary),
    'GET /api/financial/bills': (url) =>
      jsonResponse(
        url.searchParams.get('overdue_only') === 'true'
          ? { bills: [LATE], total_count: 1, total_due: 1005.38 }
          : { bills: [LATE, makeBill()], total_count: 14, total_due: 119_918.05 },
      ),
    'POST /api/financial/bill-payments': pay,
  });
  return { fetchMock, pay };
}

describe('F.01 Bills panel (issue 16)', () => {
  it('lists number, vendor, due date, amount due and status, the overdue bill highlighted', async () => {
    stubBills();
    renderWithQueries(<BillList />);
    const table = await screen.findByRole('table', { name: 'Bills' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('B-30001');
    expect(rows[0]).toHaveTextContent('Embalagens Ribeira Ltda.');
    expect(rows[0]).toHaveTextContent('$1,005.38');
    expect(rows[0]).toHaveTextContent('Overdue 22 days');
    expect(rows[0]).toHaveClass('financial-row--overdue');
    expect(rows[1]).toHaveTextContent('Rheinland Synthetic Rubber GmbH');
    expect(rows[1]).toHaveTextContent('$41,952.00');
    expect(rows[1]).not.toHaveClass('financial-row--overdue');
    expect(screen.getByRole('heading', { name: /Bills/ })).toHaveTextContent(
      '(2 of 14) Total due: $119,918.05',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overdue bills only' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Bills' })).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('pays a bill from the chosen cash account, the amount defaulting to what is due', async () => {
    const { pay } = stubBills();
    renderWithQueries(<BillList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay bill B-30006' }));
    const form = await screen.findByRole('form', { name: 'Pay B-30006 to Rheinland Synthetic Rubber GmbH' });
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveValue(41_952);
    const account = within(form).getByLabelText('Cash account');
    await waitFor(() => expect(account).toHaveValue('ACC-1010'));
    fireEvent.change(account, { target: { value: 'ACC-1000' } });
    fireEvent.change(amount, { target: { value: '1952' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pay bill' }));
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    const [, init] = pay.mock.calls[0] as unknown as [URL, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      bill_id: 'BILL-30006',
      amount: 1952,
      cash_account_id: 'ACC-1000',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('B-30006 paid $1,952.00');
  });

  it('refuses an amount above what is due or in fractions of a cent before calling the server', async () => {
    const { pay } = stubBills();
    renderWithQueries(<BillList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay bill B-30001' }));
    const form = await screen.findByRole('form', { name: /Pay B-30001/ });
    for (const value of ['1005.39', '0', '1.005']) {
      fireEvent.change(within(form).getByLabelText('Amount'), { target: { value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Pay bill' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('between 0.01 and the $1,005.38 due');
    }
    expect(pay).not.toHaveBeenCalled();
  });

  it('shows what the server said when the payment is refused', async () => {
    const { pay } = stubBills(
      vi.fn(() =>
        jsonResponse(
          { error: 'Bill B-30006 is already paid', code: 'BILL_PAID', details: [] },
          409,
          'Conflict',
        ),
      ),
    );
    renderWithQueries(<BillList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay bill B-30006' }));
    const form = await screen.findByRole('form', { name: /Pay B-30006/ });
    await waitFor(() => expect(within(form).getByLabelText('Cash account')).toHaveValue('ACC-1010'));
    fireEvent.click(within(form).getByRole('button', { name: 'Pay bill' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Bill B-30006 is already paid');
    expect(pay).toHaveBeenCalledTimes(1);
  });
});

describe('F.01 Bills panel and the finance chat (issue 16)', () => {
  it('opens the payment form filled with what the chat proposed, paying nothing until Pay bill', async () => {
    const { pay } = stubBills();
    renderWithQueries(
      <BillList
        proposal={{
          bill_id: 'BILL-30006',
          bill_number: 'B-30006',
          amount: 1000,
          cash_account_id: 'ACC-1000',
        }}
      />,
    );
    const form = await screen.findByRole('form', { name: /Pay B-30006/ });
    expect(within(form).getByLabelText('Amount')).toHaveValue(1000);
    await waitFor(() => expect(within(form).getByLabelText('Cash account')).toHaveValue('ACC-1000'));
    expect(pay).not.toHaveBeenCalled();
  });
});
