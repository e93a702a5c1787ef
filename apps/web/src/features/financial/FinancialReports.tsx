import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type FinancialChatResponse, fetchFinancialSummary } from '../../api/financial-api.ts';
import { BillList, type ProposedBillPayment } from './BillList.tsx';
import { CashForecastPanel } from './CashForecastPanel.tsx';
import { FinancialAssistant } from './FinancialAssistant.tsx';
import { FinancialKpiCards } from './FinancialKpiCards.tsx';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { InvoiceList } from './InvoiceList.tsx';
import { TrialBalancePanel } from './TrialBalancePanel.tsx';

/** The query keys of F.01, so a chat answer can refresh what the ledger shows. */
export const FINANCIAL_QUERY_KEY = ['financial'] as const;

/** F.01: the AI assistant box, KPI cards, invoices, trial balance and the 30-day cash forecast. */
export function FinancialReports() {
  const summary = useQuery({
    queryKey: [...FINANCIAL_QUERY_KEY, 'summary'],
    queryFn: ({ signal }) => fetchFinancialSummary(signal),
  });
  const queryClient = useQueryClient();
  // A chat answer that proposes a supplier payment opens the Bills list's form with it, paying nothing.
  const [proposal, setProposal] = useState<ProposedBillPayment | null>(null);
  const refresh = useCallback(
    (answer?: FinancialChatResponse) => {
      if (answer?.bill_payment) setProposal({ ...answer.bill_payment });
      void queryClient.invalidateQueries({ queryKey: FINANCIAL_QUERY_KEY });
    },
    [queryClient],
  );

  return (
    <div className="financial-reports">
      <FinancialAssistant onAnswered={refresh} />
      {summary.isPending ? (
        <FinancialLoading />
      ) : summary.isError ? (
        <FinancialLoadError error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <FinancialKpiCards summary={summary.data} />
      )}
      <InvoiceList />
      <BillList proposal={proposal} />
      <div className="financial-reports__pair">
        <TrialBalancePanel />
        <CashForecastPanel />
      </div>
    </div>
  );
}
