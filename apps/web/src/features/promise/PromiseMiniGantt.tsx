import type { PromiseMachine } from '../../api/promise-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { formatInterval, formatMoment } from '../../i18n/locale.ts';
import { useT } from '../../i18n/t.ts';

interface Span {
  startAt: number;
  endAt: number;
}

/** The window all the order's operations fall in, [first start, last end); null when there are none. */
function spanOf(machines: PromiseMachine[]): Span | null {
  const times = machines.flatMap((machine) =>
    machine.operations.map((operation) => [Date.parse(operation.start_time), Date.parse(operation.end_time)]),
  );
  const valid = times.filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end));
  if (valid.length === 0) return null;
  return {
    startAt: Math.min(...valid.map(([start]) => start!)),
    endAt: Math.max(...valid.map(([, end]) => end!)),
  };
}

/** Left and width of [start, end) as percentages of the span; a bar is never thinner than 0.5 %. */
function placement(span: Span, start: string, end: string): { left: string; width: string } {
  const length = Math.max(span.endAt - span.startAt, 1);
  const left = ((Date.parse(start) - span.startAt) / length) * 100;
  const width = Math.max(((Date.parse(end) - Date.parse(start)) / length) * 100, 0.5);
  return { left: `${left}%`, width: `${width}%` };
}

/** When the order first reaches a work center; infinity for one without operations. */
function firstStartAt(machine: PromiseMachine): number {
  const starts = machine.operations.map((operation) => Date.parse(operation.start_time));
  return Math.min(Infinity, ...starts.filter(Number.isFinite));
}

interface PromiseMiniGanttProps {
  machines: PromiseMachine[];
  orderId: string;
  /** The plant's zone for the times shown; the browser's until it is known. */
  timeZone?: string;
}

/**
 * The promised order on a mini Gantt of the work centers it uses (issue 13): one row per work center,
 * one bar per operation, over the order's own window. Light on purpose: the full plan is the Schedule's.
 */
export function PromiseMiniGantt({ machines, orderId, timeZone }: PromiseMiniGanttProps) {
  const span = spanOf(machines);
  const t = useT();
  const locale = useLocale();
  // Rows in the order the work reaches them, so the chart reads as the routing does.
  const rows = [...machines].sort((a, b) => firstStartAt(a) - firstStartAt(b));
  return (
    <div className="promise-details__block">
      <h4>{t('pr.gantt')}</h4>
      {span === null ? (
        <p className="muted">{t('pr.gantt.none')}</p>
      ) : (
        <div className="promise-gantt">
          <ul className="promise-gantt__rows" aria-label={t('pr.gantt.rows', { order: orderId })}>
            {rows.map((machine) => (
              <li key={machine.work_center} className="promise-gantt__row">
                <span className="promise-gantt__label">
                  <span className="mono">{machine.work_center}</span>
                  <span className="muted">
                    {' '}
                    {machine.hours.toLocaleString(locale, { maximumFractionDigits: 1 })} h
                  </span>
                </span>
                <span className="promise-gantt__track">
                  {machine.operations.map((operation) => {
                    const when = formatInterval(operation.start_time, operation.end_time, locale, timeZone);
                    return (
                      <span
                        key={operation.operation_id}
                        className="promise-gantt__bar"
                        style={placement(span, operation.start_time, operation.end_time)}
                        role="img"
                        aria-label={`${operation.operation_id}: ${when}`}
                        title={`${operation.operation_id}: ${when}`}
                      />
                    );
                  })}
                </span>
              </li>
            ))}
          </ul>
          <div className="promise-gantt__axis muted">
            <span>{formatMoment(new Date(span.startAt).toISOString(), locale, timeZone)}</span>
            <span>{formatMoment(new Date(span.endAt).toISOString(), locale, timeZone)}</span>
          </div>
        </div>
      )}
    </div>
  );
}
