import { useQuery } from '@tanstack/react-query';
import { fetchCashForecast } from '../../api/financial-api.ts';
import { CashForecastChart } from './CashForecastChart.tsx';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatDay, formatMoney } from './financial-format.ts';
import { FINANCIAL_LABELS } from './labels.ts';

const L = FINANCIAL_LABELS.forecast;

/** The 30-day cash forecast (§9: forecast default 30 days): opening, closing and lowest cash, and the chart. */
export function CashForecastPanel() {
  const forecast = useQuery({
    queryKey: ['financial', 'forecast', 30],
    queryFn: ({ signal }) => fetchCashForecast(30, signal),
  });

  return (
    <section className="panel" aria-labelledby="financial-forecast-title">
      <h2 id="financial-forecast-title" className="panel__title">
        {L.title}
      </h2>
      {forecast.isPending ? (
        <FinancialLoading />
      ) : forecast.isError ? (
        <FinancialLoadError error={forecast.error} onRetry={() => forecast.refetch()} />
      ) : (
        <>
          <dl className="financial-forecast-figures">
            <div>
              <dt>{L.opening}</dt>
              <dd>{formatMoney(forecast.data.opening_cash)}</dd>
            </div>
            <div>
              <dt>{L.inflows}</dt>
              <dd>{formatMoney(forecast.data.total_inflow)}</dd>
            </div>
            <div>
              <dt>{L.outflows}</dt>
              <dd>{formatMoney(forecast.data.total_outflow)}</dd>
            </div>
            <div>
              <dt>{L.closing}</dt>
              <dd>{formatMoney(forecast.data.closing_cash)}</dd>
            </div>
            <div>
              <dt>{L.lowest}</dt>
              <dd>
                {formatMoney(forecast.data.lowest_balance)} ({formatDay(forecast.data.lowest_balance_date)})
              </dd>
            </div>
          </dl>
          <CashForecastChart forecast={forecast.data} />
        </>
      )}
    </section>
  );
}
