import { useQuery } from '@tanstack/react-query';
import { fetchCashForecast } from '../../api/financial-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { useT } from '../../i18n/t.ts';
import { CashForecastChart } from './CashForecastChart.tsx';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatDay, formatMoney } from './financial-format.ts';

const FORECAST_DAYS = 30;

/** The 30-day cash forecast (§9: forecast default 30 days): opening, closing and lowest cash, and the chart. */
export function CashForecastPanel() {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, locale);
  const forecast = useQuery({
    queryKey: ['financial', 'forecast', FORECAST_DAYS],
    queryFn: ({ signal }) => fetchCashForecast(FORECAST_DAYS, signal),
  });

  return (
    <section className="panel" aria-labelledby="financial-forecast-title">
      <h2 id="financial-forecast-title" className="panel__title">
        {t('fi.fc.title', { days: FORECAST_DAYS })}
      </h2>
      {forecast.isPending ? (
        <FinancialLoading />
      ) : forecast.isError ? (
        <FinancialLoadError error={forecast.error} onRetry={() => forecast.refetch()} />
      ) : (
        <>
          <dl className="financial-forecast-figures">
            <div>
              <dt>{t('fi.fc.opening')}</dt>
              <dd>{money(forecast.data.opening_cash)}</dd>
            </div>
            <div>
              <dt>{t('fi.fc.inflows')}</dt>
              <dd>{money(forecast.data.total_inflow)}</dd>
            </div>
            <div>
              <dt>{t('fi.fc.outflows')}</dt>
              <dd>{money(forecast.data.total_outflow)}</dd>
            </div>
            <div>
              <dt>{t('fi.fc.closing')}</dt>
              <dd>{money(forecast.data.closing_cash)}</dd>
            </div>
            <div>
              <dt>{t('fi.fc.lowest')}</dt>
              <dd>
                {money(forecast.data.lowest_balance)} (
                {formatDay(forecast.data.lowest_balance_date, undefined, locale)})
              </dd>
            </div>
          </dl>
          <CashForecastChart forecast={forecast.data} />
        </>
      )}
    </section>
  );
}
