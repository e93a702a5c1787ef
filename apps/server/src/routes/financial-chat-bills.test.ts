import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const chatOn = async (app: TestApp, message: string) =>
  (await app.app.inject({ method: 'POST', url: '/api/financial/chat', payload: { message } })).json();
const chat = (message: string) => chatOn(t, message);

describe('POST /api/financial/chat about supplier bills (issue 16)', () => {
  it('says what the plant owes its suppliers from the open bills, in English', async () => {
    const body = await chat('What do we owe suppliers?');
    expect(body).toMatchObject({
      intent: 'payables',
      language: 'en-US',
      figures: { payables: 119_918.05, open_bills: 14, overdue: 0 },
    });
    expect(body.reply).toContain('$119,918.05');
    expect(body.reply).toContain('14 open bills');
    // The vendor owed most: Rheinland's EPDM, 41,952.00.
    expect(body.reply).toContain('Rheinland Synthetic Rubber GmbH: $41,952.00');
    expect(body.reply).toContain('Next due: B-30001 to Embalagens Ribeira Ltda.');
  });

  it('answers in Portuguese when asked in Portuguese', async () => {
    const body = await chat('quanto devemos aos fornecedores?');
    expect(body).toMatchObject({ intent: 'payables', language: 'pt-BR', figures: { payables: 119_918.05 } });
    expect(body.reply).toContain('14 contas abertas');
    expect(body.reply).toContain('Próximo vencimento: B-30001');
  });

  it('lists the overdue bills at a later clock, the latest first, and says none today', async () => {
    const today = await chat('which bills are overdue?');
    expect(today).toMatchObject({ intent: 'overdue_bills', figures: { overdue_bills: 0 } });
    expect(today.reply).toContain('no bill is past due');
    const later = await startTestApp({ now: () => new Date(TEST_NOW.getTime() + (17 * 24 + 5) * 3_600_000) });
    try {
      const body = await chatOn(later, 'quais contas a pagar estão vencidas?');
      expect(body).toMatchObject({
        intent: 'overdue_bills',
        language: 'pt-BR',
        figures: { overdue_bills: 9, overdue: 58_086.61 },
      });
      const lines = body.reply.split('\n');
      expect(lines[1]).toContain('B-30001');
      expect(lines[1]).toContain('9 dias de atraso');
    } finally {
      await later.close();
    }
  });

  it('turns "pay bill B-… from operating cash" into a proposal the screen applies, paying nothing', async () => {
    const body = await chat('pay bill B-30006 from operating cash');
    expect(body).toMatchObject({
      intent: 'pay_bill',
      language: 'en-US',
      bill_payment: {
        bill_id: 'BILL-30006',
        bill_number: 'B-30006',
        amount: 41_952,
        cash_account_id: 'ACC-1010',
      },
    });
    expect(body.reply).toContain('Bank - Operating Account');
    expect(body.reply).toContain('press Pay on B-30006');
    const part = await chat('pagar R$ 1000 da conta B-30006 com o caixa pequeno');
    expect(part).toMatchObject({
      intent: 'pay_bill',
      language: 'pt-BR',
      bill_payment: { amount: 1000, cash_account_id: 'ACC-1000' },
    });
    const unknown = await chat('pay bill B-99999');
    expect(unknown.bill_payment).toBeUndefined();
    expect(unknown.reply).toContain('no bill B-99999');
    const bills = (await t.app.inject({ method: 'GET', url: '/api/financial/bills?limit=500' })).json();
    expect(bills.total_due).toBe(119_918.05);
  });
});
