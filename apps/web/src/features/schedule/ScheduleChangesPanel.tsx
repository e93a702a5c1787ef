import type { ChangesSummary } from '@takt/contract';
import { useState } from 'react';
import { changeStats, changeSubject, describeChange, isStructuredSummary } from './changes-format.ts';

function ChangeList({ changes }: { changes: ChangesSummary['changes'] }) {
  return (
    <ul className="changes__list" id="schedule-changes-list">
      {changes.map((change) => (
        <li key={`${change.order_id}/${change.operation_id}`}>
          <span className="changes__subject">{changeSubject(change)}</span>: {describeChange(change)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The schedule-changes panel (planning-workspaces §2): the plain-text summary, or the structured
 * summary with its counts and a Show Details / Hide Details toggle listing each change.
 */
export function ScheduleChangesPanel({ summary }: { summary: ChangesSummary }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const isStructured = isStructuredSummary(summary);

  return (
    <section className="schedule-card changes" aria-labelledby="schedule-changes-title">
      <h2 id="schedule-changes-title">Schedule Changes</h2>
      <p className="changes__text">{summary.summary_text}</p>
      {isStructured && (
        <>
          <ul className="changes__stats" aria-label="Change counts">
            {changeStats(summary).map((stat) => (
              <li key={stat.key} className={stat.count > 0 ? 'changes__stat--some' : undefined}>
                <strong className="num">{stat.count.toLocaleString('en-US')}</strong> {stat.label}
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
            {isExpanded ? 'Hide Details' : 'Show Details'}
          </button>
          {isExpanded && <ChangeList changes={summary.changes} />}
        </>
      )}
    </section>
  );
}
