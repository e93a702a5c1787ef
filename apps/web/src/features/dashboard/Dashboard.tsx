import type { DashboardSummary } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchDashboard } from '../../api/takt-api.ts';
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
  return (
    <section className="panel" aria-labelledby="overloaded-title">
      <h2 id="overloaded-title" className="panel__title">
        Weeks over capacity
      </h2>
      {overloaded.length === 0 ? (
        <p className="panel__empty">No work center is loaded above its capacity.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Work center</th>
              <th scope="col">Week of</th>
              <th scope="col" className="num">
                Utilization
              </th>
            </tr>
          </thead>
          <tbody>
            {overloaded.map((row) => (
              <tr key={`${row.work_center}-${row.week_start}`}>
                <td className="mono">{row.work_center}</td>
                <td>{formatWeekStart(row.week_start)}</td>
                <td className="num">
                  <span className="utilization-pill">{formatUtilization(row.utilization)}</span>
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
  const summary = useQuery({
    queryKey: ['dashboard', 'playground'],
    queryFn: ({ signal }) => fetchDashboard('playground', signal),
  });

  if (summary.isPending) return <LoadingNote what="the dashboard" />;
  if (summary.isError) {
    return (
      <ErrorNote
        prefix="Failed to load the dashboard"
        error={summary.error}
        onRetry={() => summary.refetch()}
      />
    );
  }

  const data = summary.data;
  return (
    <div className="dashboard">
      <div className="count-grid">
        <CountCard
          label="Open orders"
          value={data.open_orders}
          hint="Production orders not yet completed"
          tone="neutral"
          link={{ label: 'View open orders', to: { screen: 'orders', orderFilter: 'open' } }}
        />
        <CountCard
          label="Late orders"
          value={data.late_orders}
          hint="Open orders past due or planned to finish after it"
          tone="danger"
          link={{
            label: 'Open orders by end date',
            to: { screen: 'orders', orderFilter: 'open', orderSort: 'basic_end_date' },
          }}
        />
        <CountCard
          label="Low-stock items"
          value={data.low_stock_items}
          hint="Items at or below their reorder point"
          tone="warning"
          link={{ label: 'View low stock', to: { screen: 'inventory', inventoryTab: 'dashboard' } }}
        />
        <CountCard
          label="Overloaded work centers"
          value={data.overloaded_work_centers}
          hint={`Planned load above capacity in the next ${data.horizon_weeks} weeks`}
          tone="danger"
          link={{ label: 'Open capacity planning', to: { screen: 'capacity' } }}
        />
      </div>
      <OverloadedList overloaded={data.overloaded} />
      <p className="dashboard__as-of">Counts as of {new Date(data.as_of).toLocaleString()}.</p>
    </div>
  );
}
