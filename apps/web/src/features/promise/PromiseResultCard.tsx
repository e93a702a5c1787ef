import type { PromiseResult } from '../../api/promise-api.ts';
import { useT } from '../../i18n/t.ts';
import { AffectedOrdersTable } from './AffectedOrdersTable.tsx';
import { PromiseMarginDetails } from './PromiseMarginDetails.tsx';
import { PromiseMaterialsList } from './PromiseMaterialsList.tsx';
import { PromiseMiniGantt } from './PromiseMiniGantt.tsx';
import { formatFraction, formatPercent, formatPromiseDate } from './promise-format.ts';

function NotesList({ title, notes }: { title: string; notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="promise-details__block">
      <h4>{title}</h4>
      <ul aria-label={title}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The analysis' answer (planning-workspaces §2): the card (feasible or not, promised date, lead time,
 * confidence, margin %) and the details, open by default, with what the answer rests on.
 */
export function PromiseResultCard({ result, timeZone }: { result: PromiseResult; timeZone?: string }) {
  const t = useT();
  const figures = [
    { label: t('pr.promisedDate'), value: formatPromiseDate(result.promised_date, timeZone) },
    { label: t('pr.leadTime'), value: t('pr.leadTime.days', { days: result.lead_time_days }) },
    { label: t('pr.confidence'), value: formatFraction(result.confidence_level) },
    { label: t('pr.margin'), value: formatPercent(result.margin.margin_percentage) },
  ];
  const verdict = t(result.is_feasible ? 'pr.feasible' : 'pr.notFeasible');
  return (
    <section className="promise-result" aria-label={t('pr.result')}>
      <header
        className={`promise-result__verdict promise-result__verdict--${result.is_feasible ? 'yes' : 'no'}`}
      >
        <h3>{verdict}</h3>
        <p>
          {t('pr.requested', {
            quantity: result.quantity,
            sku: result.sku,
            date: formatPromiseDate(result.requested_date, timeZone),
          })}
          {result.capacity.overtime_hours_required > 0 &&
            t('pr.overtime', { hours: result.capacity.overtime_hours_required })}
        </p>
      </header>
      <dl className="promise-figures" aria-label={t('pr.summary')}>
        {figures.map((figure) => (
          <div key={figure.label} className="promise-figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <details className="promise-details" open>
        <summary>{t('pr.details')}</summary>
        <div className="promise-details__grid">
          <PromiseMarginDetails margin={result.margin} />
          <PromiseMaterialsList materials={result.materials} />
          <NotesList title={t('pr.issues')} notes={result.feasibility_issues} />
          <NotesList title={t('pr.recommendations')} notes={result.recommendations} />
        </div>
        <AffectedOrdersTable orders={result.capacity.affected_orders} />
        <PromiseMiniGantt
          machines={result.capacity.machines_utilized}
          orderId={result.order_id}
          timeZone={timeZone}
        />
      </details>
    </section>
  );
}
