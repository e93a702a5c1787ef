import type { ScheduleResult } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
import './feasibility.css';

/** How many broken rules the banner lists before "…and N more". */
export const LISTED_VIOLATIONS = 8;

/**
 * An infeasible plan's banner (issue 9): the plan can be read but not released, and here is each
 * hard rule it breaks, as the validator stated it.
 */
export function FeasibilityBanner({
  feasibility,
  compact = false,
}: {
  feasibility: ScheduleResult['feasibility'];
  /** The assistant's bubble lists fewer rules. */
  compact?: boolean;
}) {
  const t = useT();
  if (feasibility.status !== 'infeasible') return null;
  const limit = compact ? 3 : LISTED_VIOLATIONS;
  const listed = feasibility.violations.slice(0, limit);
  const more = feasibility.violations.length - listed.length;
  return (
    <div className="feasibility" role="alert" data-violation-count={feasibility.violations.length}>
      <p className="feasibility__title">{t('pp.feasibility', { count: feasibility.violations.length })}</p>
      {listed.length > 0 && (
        <ul className="feasibility__list">
          {listed.map((violation, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two violations may share code and message
            <li key={index}>
              <span className="feasibility__code mono">{violation.code}</span> {violation.message}
            </li>
          ))}
          {more > 0 && <li className="feasibility__more">{t('pp.feasibility.more', { count: more })}</li>}
        </ul>
      )}
    </div>
  );
}
