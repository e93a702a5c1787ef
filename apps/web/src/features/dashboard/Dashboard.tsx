import type { DashboardSummary } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchDashboard } from '../../api/takt-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { useT } from '../../i18n/t.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { type ScreenLink, useOpenScreen } from '../../ui/screen-links.ts';
import { formatUtilization, formatWeekStart } from './dashboard-format.ts';
import './dashboard.css';

interface CountCardProps {
  label: string;
  value: number;
  hint: string;
  tone: 'neutral' | 'warning' | 'danger';
  /** The list behind the count, opened by the card's link when the face offers links. */
  link?: { label: string; to: ScreenLink };
}

function CountCard({ label, value, hint, tone, link }: CountCardProps) {
  const id = `count-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const openScreen = useOpenScreen();
  return (
    <section className={`count-card count-card--${value > 0 ? tone : 'neutral'}`} aria-labelledby={id}>
      <h2 id={id} className="count-card__label">
        {label}
      </h2>
      <p className="count-card__value">{value}</p>
      <p className="count-card__hint">{hint}</p>
      {link && openScreen && (
        <button type="button" className="count-card__link" onClick={() => openScreen(link.to)}>
          {link.label} →
        </button>
      )}
    </section>
  );
}

function OverloadedList({ overloaded }: { overloaded: DashboardSummary['overloaded'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="panel" aria-labelledby="overloaded-title">
      <h2 id="overloaded-title" className="panel__title">
        {t('dashboard.weeks.title')}
      </h2>
      {overloaded.length === 0 ? (
        <p className="panel__empty">{t('dashboard.weeks.empty')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.weeks.workCenter')}</th>
              <th scope="col">{t('dashboard.weeks.weekOf')}</th>
              <th scope="col" className="num">
                {t('dashboard.weeks.utilization')}
              </th>
            </tr>
          </thead>
          <tbody>
            {overloaded.map((row) => (
              <tr key={`${row.work_center}-${row.week_start}`}>
                <td className="mono">{row.work_center}</td>
                <td>{formatWeekStart(row.week_start, locale)}</td>
                <td className="num">
                  <span className="utilization-pill">
                    {formatUtilization(row.utilization, t('dashboard.weeks.noWorkingTime'))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Live counts of the caller's plant, as computed by the server. */
export function Dashboard() {
  const t = useT();
  const locale = useLocale();
  const summary = useQuery({
    queryKey: ['dashboard', 'playground'],
    queryFn: ({ signal }) => fetchDashboard('playground', signal),
  });

  if (summary.isPending) return <LoadingNote what={t('dashboard.loading')} />;
  if (summary.isError) {
    return (
      <ErrorNote prefix={t('dashboard.failed')} error={summary.error} onRetry={() => summary.refetch()} />
    );
  }

  const data = summary.data;
  return (
    <div className="dashboard">
      <div className="count-grid">
        <CountCard
          label={t('dashboard.open')}
          value={data.open_orders}
          hint={t('dashboard.open.hint')}
          tone="neutral"
          link={{ label: t('dashboard.open.link'), to: { screen: 'orders', orderFilter: 'open' } }}
        />
        <CountCard
          label={t('dashboard.late')}
          value={data.late_orders}
          hint={t('dashboard.late.hint')}
          tone="danger"
          link={{
            label: t('dashboard.late.link'),
            to: { screen: 'orders', orderFilter: 'open', orderSort: 'basic_end_date' },
          }}
        />
        <CountCard
          label={t('dashboard.lowStock')}
          value={data.low_stock_items}
          hint={t('dashboard.lowStock.hint')}
          tone="warning"
          link={{
            label: t('dashboard.lowStock.link'),
            to: { screen: 'inventory', inventoryTab: 'dashboard' },
          }}
        />
        <CountCard
          label={t('dashboard.overloaded')}
          value={data.overloaded_work_centers}
          hint={t('dashboard.overloaded.hint', { weeks: data.horizon_weeks })}
          tone="danger"
          link={{ label: t('dashboard.overloaded.link'), to: { screen: 'capacity' } }}
        />
      </div>
      <OverloadedList overloaded={data.overloaded} />
      <p className="dashboard__as-of">
        {t('dashboard.asOf', {
          asOf: new Date(data.as_of).toLocaleString(locale, { timeZone: data.time_zone }),
        })}
      </p>
    </div>
  );
}
