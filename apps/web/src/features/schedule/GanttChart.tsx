import type { ChangesSummary, ScheduledOrder, ScheduleResult } from '@takt/contract';
import { useMemo, useState } from 'react';
import { usePlantTimeZone } from '../../i18n/plant-time.ts';
import { type UiKey, useT } from '../../i18n/t.ts';
import { GanttTimeline, type GanttWindow } from './GanttTimeline.tsx';
import { GanttWeekPager } from './GanttWeekPager.tsx';
import { withDisruption } from './gantt-disruption.ts';
import { type GanttColorMode, type GanttData, ganttCounts, ganttData } from './gantt-items.ts';
import { planWeeks } from './gantt-weeks.ts';

const COLOR_MODES: Array<{ mode: GanttColorMode; label: UiKey }> = [
  { mode: 'order', label: 'pp.gantt.byOrder' },
  { mode: 'lateness', label: 'pp.gantt.byLateness' },
];

function ColorModeToggle({
  mode,
  onChange,
}: {
  mode: GanttColorMode;
  onChange: (mode: GanttColorMode) => void;
}) {
  const t = useT();
  return (
    <fieldset className="segmented">
      <legend className="gantt__toggle-label">{t('pp.gantt.colourBy')}</legend>
      {COLOR_MODES.map((option) => (
        <button
          key={option.mode}
          type="button"
          className="segmented__option"
          aria-pressed={mode === option.mode}
          onClick={() => onChange(option.mode)}
        >
          {t(option.label)}
        </button>
      ))}
    </fieldset>
  );
}

function GanttLegend({ mode, data }: { mode: GanttColorMode; data: GanttData }) {
  const t = useT();
  const kinds = new Set(data.downtimes.map((downtime) => downtime.kind));
  const causes = new Set(data.bars.map((bar) => bar.cause));
  return (
    <ul className="gantt__legend" aria-label={t('pp.gantt.legend')}>
      {mode === 'lateness' && (
        <>
          <li>
            <span className="gantt__swatch gantt__swatch--on-time" aria-hidden="true" />{' '}
            {t('pp.gantt.onTime')}
          </li>
          <li>
            <span className="gantt__swatch gantt__swatch--late" aria-hidden="true" />{' '}
            {t('pp.gantt.lateOrder')}
          </li>
        </>
      )}
      {mode === 'order' && (
        <li>
          <span className="gantt__swatch gantt__swatch--late-order" aria-hidden="true" />{' '}
          {t('pp.gantt.lateOrder')}
        </li>
      )}
      <li>
        <span className="gantt__swatch gantt__swatch--setup" aria-hidden="true" /> {t('pp.gantt.setup')}
      </li>
      {causes.has('forced') && (
        <li>
          <span className="gantt__swatch gantt__swatch--forced" aria-hidden="true" /> {t('pp.legend.forced')}
        </li>
      )}
      {causes.has('knock_on') && (
        <li>
          <span className="gantt__swatch gantt__swatch--knock-on" aria-hidden="true" />{' '}
          {t('pp.legend.knockOn')}
        </li>
      )}
      {(['breakdown', 'maintenance', 'other'] as const)
        .filter((kind) => kinds.has(kind))
        .map((kind) => (
          <li key={kind}>
            <span className={`gantt__swatch gantt__swatch--${kind}`} aria-hidden="true" />{' '}
            {t('pp.downtime', { kind })}
          </li>
        ))}
    </ul>
  );
}

interface GanttChartProps {
  orders: readonly ScheduledOrder[];
  /** Downtime and maintenance windows, shaded on their rows. */
  downtimes?: ScheduleResult['downtimes'];
  /** The changes summary, whose causes mark the bars the repair moved. */
  changes?: ChangesSummary | null;
}

const NO_DOWNTIMES: ScheduleResult['downtimes'] = [];

/**
 * The Gantt chart block (assistant-and-gantt §2): shown only when scheduled orders exist, one row
 * per work center, one bar per operation; downtimes shaded, forced moves highlighted and, for a
 * plan longer than the 7-day zoom limit, a week pager (issue 9). Its counts are data attributes
 * for browser tests, since vis-timeline puts only the visible bars in the page.
 */
export function GanttChart({ orders, downtimes = NO_DOWNTIMES, changes = null }: GanttChartProps) {
  const [mode, setMode] = useState<GanttColorMode>('order');
  const [visibleWindow, setVisibleWindow] = useState<GanttWindow | null>(null);
  const [requestedWindow, setRequestedWindow] = useState<GanttWindow | null>(null);
  const timeZone = usePlantTimeZone();
  const t = useT();
  const data = useMemo(
    () => withDisruption(ganttData(orders), downtimes, changes, undefined, timeZone),
    [orders, downtimes, changes, timeZone],
  );
  const weeks = useMemo(() => planWeeks(data, timeZone), [data, timeZone]);
  if (orders.length === 0) return null;
  const counts = ganttCounts(data);

  return (
    <section
      className="schedule-card gantt"
      aria-labelledby="gantt-title"
      data-item-count={counts.itemCount}
      data-group-count={counts.groupCount}
      data-skipped-count={counts.skippedCount}
      data-setup-count={counts.setupCount}
      data-late-count={counts.lateCount}
      data-forced-count={counts.forcedCount}
      data-knock-on-count={counts.knockOnCount}
      data-downtime-count={counts.downtimeCount}
      data-downtime-work-centers={counts.downtimeWorkCenters}
      data-color-mode={mode}
      data-time-zone={timeZone ?? ''}
    >
      <header className="gantt__header">
        <h2 id="gantt-title">{t('pp.gantt')}</h2>
        <ColorModeToggle mode={mode} onChange={setMode} />
        <GanttLegend mode={mode} data={data} />
        <p className="gantt__hint">{t('pp.gantt.hint')}</p>
      </header>
      <GanttWeekPager
        weeks={weeks}
        timeZone={timeZone}
        visibleWindow={visibleWindow}
        onShowWindow={setRequestedWindow}
      />
      <GanttTimeline
        data={data}
        mode={mode}
        requestedWindow={requestedWindow}
        onWindowChange={setVisibleWindow}
        timeZone={timeZone}
      />
    </section>
  );
}
