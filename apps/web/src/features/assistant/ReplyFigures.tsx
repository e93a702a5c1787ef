import type { ChangesSummary } from '@takt/contract';
import { useLocale } from '../../i18n/language.ts';
import { useT } from '../../i18n/t.ts';
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
  const locale = useLocale();
  const t = useT();
  return (
    <section className="assistant__changes" aria-label={t('as.changes')}>
      <p className="assistant__figures-title">{t('as.changes')}</p>
      <p>{summary.summary_text}</p>
      {counts && (
        <p className="assistant__cause-tally">
          {t('as.tally', {
            forced: counts.forced,
            knockOn: counts.knock_on,
            improvement: counts.improvement,
          })}
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
          {more > 0 && <li className="assistant__more">{t('as.moreChanges', { count: more })}</li>}
        </ul>
      )}
    </section>
  );
}

/** A reply's figures, in percent except total production and good units (assistant-and-gantt §4). */
export function ReplyMetrics({ metrics }: { metrics: Record<string, unknown> }) {
  const locale = useLocale();
  const title = useT()('as.metrics');
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
