import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchFinancialSummary } from '../../api/financial-api.ts';
import { BillList } from './BillList.tsx';
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
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: FINANCIAL_QUERY_KEY }),
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
      <BillList />
      <div className="financial-reports__pair">
        <TrialBalancePanel />
        <CashForecastPanel />
      </div>
    </div>
  );
}
