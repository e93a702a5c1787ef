import { detectLanguage } from '@takt/assistant';
import type { FinancialChatIntent, FinancialChatResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatDay } from '../../i18n/dates.ts';
import { localeOf } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { cashPositionOf, financialSummary, trialBalanceOf } from './cash-and-balances.ts';
import { answerOverdueBills, answerPayables, asksToPayBill, proposeBillPayment } from './chat-bills.ts';
import { listInvoices } from './documents.ts';
import { cashForecast } from './forecast.ts';
import { ledgerSnapshot } from './ledger-read.ts';
import { profitability } from './profitability.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Keyword reading, first match wins: the narrower questions before the broad "cash"/"balance". */
const INTENTS: [FinancialChatIntent, RegExp][] = [
  [
    'overdue_bills',
    /\b(bills?|suppliers?|vendors?|fornecedor\w*|contas a pagar)\b.*\b(overdue|past due|late|vencid\w*|atrasad\w*|em atraso)|\b(overdue|past due|vencid\w*|atrasad\w*)\b.*\b(bills?|suppliers?|vendors?|fornecedor\w*|contas a pagar)\b/,
  ],
  [
    'overdue',
    /\b(overdue|past due|late (payment|invoice|customer)s?|vencid\w*|atrasad\w*|em atraso|inadimpl\w*|quem (esta|ta) (nos )?devendo|nos devem)/,
  ],
  ['trial_balance', /\b(trial balance|balancete)/],
  [
    'forecast',
    /\b(forecast|cash flow|projected|in \d+ days|next \d+ days|next month|previs\w*|fluxo de caixa|projec\w*|em \d+ dias|proximos \d+ dias|(daqui a|dentro de) \d+ dias|mes que vem|proximo mes)/,
  ],
  ['profitability', /\b(profit\w*|margin\w*|lucr\w*|margem|margens|rentab\w*)/],
  ['payables', /\b(payables?|bills?|suppliers?|vendors?|owe|contas a pagar|fornecedor\w*|devemos|a pagar)\b/],
  ['receivables', /\b(receivables?|invoices?|faturas?|contas a receber|a receber)\b/],
  ['cash', /\b(cash|bank|balances?|caixa|saldos?|bancos?)\b/],
  ['summary', /\b(summary|overview|status|resumo|visao geral|situacao)\b/],
];

const PORTUGUESE_FINANCE =
  /\b(devemos|pagar|pague|contas|caixa|saldos?|faturas?|vencid\w*|receber|pagar|previsao|lucro|margem|balancete|fornecedor\w*|clientes|rentabilidade|resumo|quanto|dias)\b/;
const ENGLISH_FINANCE =
  /\b(cash|balances?|invoices?|overdue|receivables?|payables?|forecast|profit\w*|margin|trial|suppliers|customers|summary|how much|days)\b/;

/** The command's language: its words (the assistant's reading, then finance words); Accept-Language when it shows none. */
function languageOfMessage(message: string, acceptLanguage: string | undefined): 'en-US' | 'pt-BR' {
  const folded = fold(message);
  const pt = PORTUGUESE_FINANCE.test(folded);
  const en = ENGLISH_FINANCE.test(folded);
  if (pt && !en) return 'pt-BR';
  if (en && !pt) return 'en-US';
  if (detectLanguage(message) === 'pt') return 'pt-BR';
  return pt || en ? 'en-US' : localeOf(acceptLanguage?.split(',')[0]);
}

export function readIntent(message: string): { intent: FinancialChatIntent; days: number } {
  const folded = fold(message);
  const days = Number(folded.match(/(\d{1,3})\s*(days?|dias?)\b/)?.[1] ?? 30);
  const intent = asksToPayBill(folded)
    ? 'pay_bill'
    : (INTENTS.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'help');
  return { intent, days: Math.min(365, Math.max(1, days)) };
}

/** POST /financial/chat: reads the question and answers from the ledger's figures in its language. */
export async function answerFinancialChat(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  message: string,
  acceptLanguage: string | undefined,
  ownerKey: string | null = null,
): Promise<FinancialChatResponse> {
  const language = languageOfMessage(message, acceptLanguage);
  const { intent, days } = readIntent(message);
  const say = (parts: string[], figures: Record<string, number>): FinancialChatResponse => ({
    reply: parts.join('\n'),
    intent,
    language,
    figures,
  });

  const cash = async () => {
    const position = cashPositionOf(await ledgerSnapshot(db, datasetId, now));
    const breakdown = position.by_account
      .map((a) => t(language, 'finance.cashAccount', { name: a.account_name, balance: a.balance }))
      .join('; ');
    return {
      text: t(language, 'finance.cash', {
        total: position.total_cash,
        accounts: position.by_account.length,
        breakdown,
      }),
      total: position.total_cash,
    };
  };

  switch (intent) {
    case 'cash': {
      const { text, total } = await cash();
      return say([text], { total_cash: total });
    }
    case 'receivables': {
      const s = await financialSummary(db, datasetId, now);
      const ar = s.accounts_receivable;
      return say(
        [t(language, 'finance.receivables', { total: ar.total, open: ar.open_count, overdue: ar.overdue })],
        { receivables: ar.total, overdue: ar.overdue, open_invoices: ar.open_count },
      );
    }
    case 'overdue': {
      const { invoices, total_count } = await listInvoices(db, datasetId, now, {
        overdue_only: true,
        limit: 500,
      });
      const total = Math.round(invoices.reduce((s, i) => s + i.amount_due, 0) * 100) / 100;
      const lines = [...invoices]
        .sort((a, b) => b.days_overdue - a.days_overdue)
        .slice(0, 10)
        .map((i) =>
          t(language, 'finance.overdueLine', {
            customer: i.customer_name,
            invoice: i.invoice_number,
            amount: i.amount_due,
            days: i.days_overdue,
          }),
        );
      return say([t(language, 'finance.overdueHeader', { count: total_count, total }), ...lines], {
        overdue_invoices: total_count,
        overdue: total,
      });
    }
    case 'payables':
      return { ...(await answerPayables(db, datasetId, now, language)), intent, language };
    case 'overdue_bills':
      return { ...(await answerOverdueBills(db, datasetId, now, language)), intent, language };
    case 'pay_bill':
      return { ...(await proposeBillPayment(db, datasetId, now, language, message)), intent, language };
    case 'forecast': {
      const f = await cashForecast(db, datasetId, now, days, ownerKey);
      return say(
        [
          t(language, 'finance.forecast', {
            days,
            closing: f.closing_cash,
            endDate: formatDay(language, f.end_date),
            opening: f.opening_cash,
            inflow: f.total_inflow,
            outflow: f.total_outflow,
            lowest: f.lowest_balance,
            lowestDate: formatDay(language, f.lowest_balance_date),
          }),
        ],
        {
          days,
          opening_cash: f.opening_cash,
          closing_cash: f.closing_cash,
          inflow: f.total_inflow,
          outflow: f.total_outflow,
          lowest_balance: f.lowest_balance,
        },
      );
    }
    case 'trial_balance': {
      const tb = trialBalanceOf(await ledgerSnapshot(db, datasetId, now));
      return say(
        [
          t(language, 'finance.trialBalance', {
            date: formatDay(language, tb.as_of_date),
            debit: tb.total_debit,
            credit: tb.total_credit,
            balanced: tb.balanced ? 'yes' : 'no',
          }),
        ],
        { total_debit: tb.total_debit, total_credit: tb.total_credit },
      );
    }
    case 'profitability': {
      const p = await profitability(db, datasetId, now, days);
      return say(
        [
          t(language, 'finance.profitability', {
            days,
            revenue: p.revenue,
            orders: p.orders.length,
            cost: p.total_cost,
            material: p.material_cost,
            labor: p.labor_cost,
            overtime: p.overtime_cost,
            margin: p.gross_margin,
            percent: p.margin_percent,
          }),
        ],
        { days, revenue: p.revenue, total_cost: p.total_cost, gross_margin: p.gross_margin },
      );
    }
    case 'summary': {
      const s = await financialSummary(db, datasetId, now);
      const { text } = await cash();
      const ar = s.accounts_receivable;
      return say(
        [
          text,
          t(language, 'finance.receivables', { total: ar.total, open: ar.open_count, overdue: ar.overdue }),
          t(language, 'finance.payables', { total: s.accounts_payable.total }),
        ],
        {
          total_cash: s.cash_position.total_cash,
          receivables: ar.total,
          overdue: ar.overdue,
          payables: s.accounts_payable.total,
        },
      );
    }
    default:
      return say([t(language, 'finance.help')], {});
  }
}
