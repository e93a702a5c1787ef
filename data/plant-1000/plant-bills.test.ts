import { describe, expect, it } from 'vitest';
import { buildBills } from '../../scripts/generate-plant/bills.ts';
import { ids, plant } from './seed-files.ts';

const cents = (value: number) => Math.round(value * 100);

describe('supplier bills of Plant 1000 (issue 16)', () => {
  it('the open bills sum exactly to the posted Accounts Payable (2000) balance', () => {
    const posted = new Set(plant.journal_entries.filter((e) => e.status === 'Posted').map((e) => e.entry_id));
    const payables = plant.journal_lines
      .filter((l) => l.account_id === 'ACC-2000' && posted.has(l.entry_id))
      .reduce((sum, l) => sum + cents(l.credit) - cents(l.debit), 0);
    const open = plant.bills
      .filter((b) => b.status === 'Pending')
      .reduce((sum, b) => sum + cents(b.amount_due), 0);
    expect(open).toBe(payables);
    expect(open).toBe(11_991_805);
  });

  it('bills each received order at most once, to its own vendor, for what its receipt credited', () => {
    const orders = new Map(plant.purchase_orders.map((po) => [po.po_id, po]));
    const vendors = ids(plant.vendors, 'vendor_id');
    const billed = plant.bills.flatMap((b) => (b.po_id ? [b.po_id] : []));
    expect(new Set(billed).size).toBe(billed.length);
    for (const bill of plant.bills) {
      expect(vendors.has(bill.vendor_id), bill.bill_number).toBe(true);
      expect(bill.amount_due).toBeGreaterThan(0);
      expect(bill.amount_due).toBeLessThanOrEqual(bill.amount);
      if (!bill.po_id) continue;
      const po = orders.get(bill.po_id)!;
      expect(po.status).toBe('Received');
      expect(bill.vendor_id).toBe(po.vendor_id);
      expect(cents(bill.amount)).toBe(cents(po.quantity * po.unit_price));
    }
  });

  it('is what the generator derives from the journal (net 30 from each bill date)', () => {
    expect(buildBills(plant)).toEqual(plant.bills);
    for (const bill of plant.bills)
      expect(Date.parse(bill.due_date) - Date.parse(bill.bill_date)).toBe(30 * 86_400_000);
  });
});
