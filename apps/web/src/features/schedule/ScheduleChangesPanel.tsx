import type { ChangesSummary } from '@takt/contract';
import { useState } from 'react';
import { currentLocale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/t.ts';
import { causeGroups, describeCause, hasCauses } from './change-causes.ts';
import { changeStats, changeSubject, describeChange, isStructuredSummary } from './changes-format.ts';

type ScheduleChange = ChangesSummary['changes'][number];

function ChangeItem({ change, summary }: { change: ScheduleChange; summary: ChangesSummary }) {
  const cause = describeCause(change, summary.improvements ?? []);
  return (
    <li data-cause={change.cause?.kind ?? 'none'}>
      <span className="changes__subject">{changeSubject(change)}</span>: {describeChange(change)}
      {cause && <span className="changes__cause"> — {cause}</span>}
    </li>
  );
}

/** Each change once, grouped forced → knock-on → improvement when the changes carry causes (issue 9). */
function ChangeList({ summary }: { summary: ChangesSummary }) {
  const t = useT();
  if (!hasCauses(summary)) {
    return (
      <ul className="changes__list" id="schedule-changes-list">
        {summary.changes.map((change) => (
          <ChangeItem key={`${change.order_id}/${change.operation_id}`} change={change} summary={summary} />
        ))}
      </ul>
    );
  }
  return (
    <div className="changes__list" id="schedule-changes-list">
      {causeGroups(summary.changes).map(({ group, changes }) => (
        <section key={group} className={`changes__group changes__group--${group}`}>
          <h3 id={`schedule-changes-${group}`}>
            {t('cause.group', { group })}{' '}
            <span className="num">({changes.length.toLocaleString(currentLocale())})</span>
          </h3>
          <ul aria-labelledby={`schedule-changes-${group}`}>
            {changes.map((change) => (
              <ChangeItem
                key={`${change.order_id}/${change.operation_id}`}
                change={change}
                summary={summary}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The schedule-changes panel (planning-workspaces §2): the plain-text summary, or the structured
 * summary with its counts and a Show Details / Hide Details toggle listing each change, forced
 * moves first, each with its cause.
 */
export function ScheduleChangesPanel({ summary }: { summary: ChangesSummary }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const isStructured = isStructuredSummary(summary);
  const t = useT();

  return (
    <section className="schedule-card changes" aria-labelledby="schedule-changes-title">
      <h2 id="schedule-changes-title">{t('pp.changes')}</h2>
      <p className="changes__text">{summary.summary_text}</p>
      {isStructured && (
        <>
          <ul className="changes__stats" aria-label={t('pp.changes.counts')}>
            {changeStats(summary).map((stat) => (
              <li
                key={stat.key}
                data-stat={stat.key}
                className={stat.count > 0 ? `changes__stat--some changes__stat--${stat.key}` : undefined}
              >
                <strong className="num">{stat.count.toLocaleString(currentLocale())}</strong> {stat.label}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            aria-expanded={isExpanded}
            aria-controls="schedule-changes-list"
            onClick={() => setIsExpanded((expanded) => !expanded)}
          >
            {isExpanded ? t('pp.changes.hide') : t('pp.changes.show')}
          </button>
          {isExpanded && <ChangeList summary={summary} />}
        </>
      )}
    </section>
  );
}
