import { useLocale } from '../../i18n/language.ts';
import { formatDayRange } from '../../i18n/locale.ts';
import { useT } from '../../i18n/t.ts';
import type { GanttWindow } from './GanttTimeline.tsx';
import { type PlanWeek, visibleWeek, WEEK_MS, windowShare } from './gantt-weeks.ts';

interface GanttWeekPagerProps {
  weeks: readonly PlanWeek[];
  /** The plant's zone, in which the weeks' days are named. */
  timeZone?: string | undefined;
  visibleWindow: GanttWindow | null;
  onShowWindow: (window: GanttWindow) => void;
}

/**
 * Where the visible week sits in a plan longer than the 7 days the chart shows at once (issue 9):
 * "Week 2 of 9" with previous and next, and an overview strip of the plan's weeks (those with the
 * reported disruption or a forced move marked, those with planned downtime marked lightly) with the
 * visible window drawn over it; a week shows on click.
 */
export function GanttWeekPager({ weeks, timeZone, visibleWindow, onShowWindow }: GanttWeekPagerProps) {
  const locale = useLocale();
  const t = useT();
  if (weeks.length < 2) return null;
  const week = visibleWindow ? visibleWeek(weeks, visibleWindow.start, visibleWindow.end) : 1;
  const share = visibleWindow ? windowShare(weeks, visibleWindow.start, visibleWindow.end) : null;
  const show = (target: PlanWeek | undefined) => {
    if (!target) return;
    onShowWindow({ start: target.start, end: new Date(target.start.getTime() + WEEK_MS) });
  };

  return (
    <nav className="gantt-pager" aria-label={t('pp.pager')} data-week={week} data-week-count={weeks.length}>
      <div className="gantt-pager__controls">
        <button
          type="button"
          className="button button--small"
          disabled={week <= 1}
          onClick={() => show(weeks[week - 2])}
        >
          ‹ {t('pp.pager.previous')}
        </button>
        <output className="gantt-pager__position" aria-live="polite">
          {t('pp.pager.position', { week, total: weeks.length })}
          {weeks[week - 1] && (
            <span className="gantt-pager__days">
              {' · '}
              {formatDayRange(
                weeks[week - 1]!.start,
                new Date(weeks[week - 1]!.end.getTime() - 1),
                locale,
                timeZone,
              )}
            </span>
          )}
        </output>
        <button
          type="button"
          className="button button--small"
          disabled={week >= weeks.length}
          onClick={() => show(weeks[week])}
        >
          {t('pp.pager.next')} ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's content box does not lay its buttons out as a flex row of equal weeks in Chromium. */}
      <div className="gantt-pager__strip" role="group" aria-label={t('pp.pager.overview')}>
        {weeks.map((planWeek) => {
          const days = formatDayRange(planWeek.start, new Date(planWeek.end.getTime() - 1), locale, timeZone);
          const label = t('pp.pager.week', { week: planWeek.week, days });
          const notes = [
            ...(planWeek.hasDisruption ? [t('pp.pager.hasDisruption')] : []),
            ...(planWeek.hasDowntime ? [t('pp.pager.hasDowntime')] : []),
          ];
          const classes = ['gantt-pager__week'];
          if (planWeek.hasDisruption) classes.push('gantt-pager__week--disrupted');
          if (planWeek.hasDowntime) classes.push('gantt-pager__week--downtime');
          const name = notes.length > 0 ? `${label} (${notes.join('; ')})` : label;
          return (
            <button
              key={planWeek.week}
              type="button"
              className={classes.join(' ')}
              aria-label={name}
              aria-current={planWeek.week === week ? 'true' : undefined}
              title={name}
              onClick={() => show(planWeek)}
            />
          );
        })}
        {share && (
          <span
            className="gantt-pager__window"
            aria-hidden="true"
            style={{ left: `${share.leftPercent}%`, width: `${share.widthPercent}%` }}
          />
        )}
      </div>
    </nav>
  );
}
