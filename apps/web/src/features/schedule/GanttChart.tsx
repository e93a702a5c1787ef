import type { ScheduledOrder } from '@takt/contract';
import { useMemo, useState } from 'react';
import { GanttTimeline } from './GanttTimeline.tsx';
import { type GanttColorMode, ganttCounts, ganttData } from './gantt-items.ts';

const COLOR_MODES: Array<{ mode: GanttColorMode; label: string }> = [
  { mode: 'order', label: 'Order' },
  { mode: 'lateness', label: 'Lateness' },
];

function ColorModeToggle({
  mode,
  onChange,
}: {
  mode: GanttColorMode;
  onChange: (mode: GanttColorMode) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="gantt__toggle-label">Colour by</legend>
      {COLOR_MODES.map((option) => (
        <button
          key={option.mode}
          type="button"
          className="segmented__option"
          aria-pressed={mode === option.mode}
          onClick={() => onChange(option.mode)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

function GanttLegend({ mode }: { mode: GanttColorMode }) {
  return (
    <ul className="gantt__legend" aria-label="Legend">
      {mode === 'lateness' && (
        <>
          <li>
            <span className="gantt__swatch gantt__swatch--on-time" aria-hidden="true" /> On time
          </li>
          <li>
            <span className="gantt__swatch gantt__swatch--late" aria-hidden="true" /> Late order
          </li>
        </>
      )}
      {mode === 'order' && (
        <li>
          <span className="gantt__swatch gantt__swatch--late-order" aria-hidden="true" /> Late order
        </li>
      )}
      <li>
        <span className="gantt__swatch gantt__swatch--setup" aria-hidden="true" /> Setup
      </li>
    </ul>
  );
}

/**
 * The Gantt chart block (assistant-and-gantt §2): shown only when scheduled orders exist, one row
 * per work center, one bar per operation. Its counts are data attributes for browser tests, since
 * vis-timeline puts only the visible bars in the page.
 */
export function GanttChart({ orders }: { orders: readonly ScheduledOrder[] }) {
  const [mode, setMode] = useState<GanttColorMode>('order');
  const data = useMemo(() => ganttData(orders), [orders]);
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
      data-color-mode={mode}
    >
      <header className="gantt__header">
        <h2 id="gantt-title">Gantt Chart</h2>
        <ColorModeToggle mode={mode} onChange={setMode} />
        <GanttLegend mode={mode} />
        <p className="gantt__hint">Drag to pan, Ctrl + wheel to zoom, hover a bar for its details.</p>
      </header>
      <GanttTimeline data={data} mode={mode} />
    </section>
  );
}
