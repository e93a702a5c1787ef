import type { ChangesSummary } from '@takt/contract';
import { currentLocale, formatNumber } from '../../i18n/locale.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { causeCounts, changesByCause, describeCause } from '../schedule/change-causes.ts';
import { changeSubject, describeChange } from '../schedule/changes-format.ts';
import { metricEntry } from './metric-format.ts';

/** A schedule reply lists at most this many changes (assistant-and-gantt §9). */
export const LISTED_CHANGES = 5;

/**
 * The changes of a schedule reply: its summary, how many moves were forced, knock-on and
 * improvements, the first 5 changes (forced first, each with its cause) and how many more there are.
 */
export function ReplyChanges({ summary }: { summary: ChangesSummary }) {
  const listed = changesByCause(summary.changes).slice(0, LISTED_CHANGES);
  const more = summary.changes.length - listed.length;
  const counts = causeCounts(summary);
  const locale = currentLocale();
  const words = messagesFor(locale);
  return (
    <section className="assistant__changes" aria-label={words.assistant.changes}>
      <p className="assistant__figures-title">{words.assistant.changes}</p>
      <p>{summary.summary_text}</p>
      {counts && (
        <p className="assistant__cause-tally">
          {words.cause.tally(
            formatNumber(counts.forced, locale),
            formatNumber(counts.knock_on, locale),
            formatNumber(counts.improvement, locale),
          )}
        </p>
      )}
      {listed.length > 0 && (
        <ul>
          {listed.map((change) => {
            const cause = describeCause(change, summary.improvements ?? [], locale);
            return (
              <li key={`${change.order_id}/${change.operation_id}`} data-cause={change.cause?.kind ?? 'none'}>
                {changeSubject(change, locale)}: {describeChange(change, locale)}
                {cause && <span className="assistant__cause"> — {cause}</span>}
              </li>
            );
          })}
          {more > 0 && (
            <li className="assistant__more">
              {words.assistant.moreChanges(more, formatNumber(more, locale))}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/** A reply's figures, in percent except total production and good units (assistant-and-gantt §4). */
export function ReplyMetrics({ metrics }: { metrics: Record<string, unknown> }) {
  const locale = currentLocale();
  const title = messagesFor(locale).assistant.metrics;
  return (
    <section className="assistant__metrics" aria-label={title}>
      <p className="assistant__figures-title">{title}</p>
      <dl>
        {Object.entries(metrics).map(([key, value]) => {
          const entry = metricEntry(key, value, locale);
          return (
            <div key={key}>
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
