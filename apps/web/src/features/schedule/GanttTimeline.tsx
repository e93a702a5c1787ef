import { useEffect, useRef } from 'react';
import { DataSet } from 'vis-data/peer';
import { type DataGroup, type DataItem, Timeline, type TimelineOptions } from 'vis-timeline/peer';
import 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import { plantMoment } from '../../i18n/plant-time.ts';
import {
  barAppearance,
  GANTT_HEIGHT,
  GANTT_ITEM_MARGIN,
  GANTT_ZOOM_MAX_MS,
  GANTT_ZOOM_MIN_MS,
  type GanttColorMode,
  type GanttData,
  type GanttDowntime,
  openingWindow,
} from './gantt-items.ts';

/** The timeline of assistant-and-gantt §2 and §9: 400px, current-time marker, zoom 30 min … 7 days. */
const TIMELINE_OPTIONS: TimelineOptions = {
  height: GANTT_HEIGHT,
  showCurrentTime: true,
  zoomMin: GANTT_ZOOM_MIN_MS,
  zoomMax: GANTT_ZOOM_MAX_MS,
  // Vertical only: with a horizontal margin, back-to-back operations of a machine would stack.
  margin: { item: { horizontal: 0, vertical: GANTT_ITEM_MARGIN } },
  // Operations of one work center never overlap in a schedule, so no stacking is needed: vis-timeline
  // then skips its per-row overlap pass, the costliest part of drawing thousands of bars.
  stack: false,
  groupOrder: 'order',
  orientation: 'top',
  verticalScroll: true,
  // The wheel scrolls the rows; Ctrl + wheel zooms, drag pans.
  zoomKey: 'ctrlKey',
  selectable: false,
  tooltip: { followMouse: true, overflowMethod: 'cap' },
};

interface DrawnTimeline {
  timeline: Timeline;
  items: DataSet<DataItem>;
  rows: DataSet<DataGroup>;
}

/**
 * A downtime drawn twice: a background item shades its whole row, and a range item under the bars
 * carries its label and hover text (vis-timeline shows no tooltip for background items). Their kind
 * is in their classes, since vis-timeline sanitizes item HTML: browser tests find a row's shading by
 * class and position.
 */
function downtimeItems(downtime: GanttDowntime): DataItem[] {
  const modifiers = [`--${downtime.kind}`, ...(downtime.isNew ? ['--new'] : [])];
  const classes = (block: string) => [block, ...modifiers.map((modifier) => `${block}${modifier}`)].join(' ');
  const span = { group: downtime.group, start: downtime.start, end: downtime.end };
  return [
    { id: downtime.id, ...span, type: 'background', className: classes('gantt-downtime'), content: '' },
    {
      id: `${downtime.id}/label`,
      ...span,
      type: 'range',
      className: classes('gantt-downtime-label'),
      content: downtime.content,
      title: downtime.title,
    },
  ];
}

function timelineItems(data: GanttData, mode: GanttColorMode): DataItem[] {
  const bars: DataItem[] = data.bars.map((bar) => ({
    id: bar.id,
    group: bar.group,
    start: bar.start,
    end: bar.end,
    type: 'range',
    content: bar.content,
    title: bar.title,
    ...barAppearance(bar, mode),
  }));
  return [...data.downtimes.flatMap(downtimeItems), ...bars];
}

/** Replaces the drawn rows and bars and opens the view on them (fit, or the opening window). */
function showData(current: DrawnTimeline, data: GanttData, mode: GanttColorMode, timeZone?: string): void {
  current.rows.clear();
  current.rows.add(data.rows);
  current.items.clear();
  current.items.add(timelineItems(data, mode));
  const opening = openingWindow(data, Date.now(), timeZone);
  if (opening) current.timeline.setWindow(opening.start, opening.end, { animation: false });
  else current.timeline.fit({ animation: false });
}

/** A window the chart is asked to show; a new object each time, so asking twice moves it twice. */
export interface GanttWindow {
  start: Date;
  end: Date;
}

interface GanttTimelineProps {
  data: GanttData;
  mode: GanttColorMode;
  /** Moves the view to this window (the week pager's requests). */
  requestedWindow?: GanttWindow | null;
  /** Told the visible window whenever it settles (opened, panned, zoomed or moved). */
  onWindowChange?: (window: GanttWindow) => void;
  /** The plant's IANA time zone: the axis and the current-time marker read plant time; the browser's when absent. */
  timeZone?: string | undefined;
}

/**
 * The vis-timeline drawing of the chart. The timeline is created once, with the data it first
 * shows, and destroyed in the effect cleanup (StrictMode mounts twice); new data replaces the
 * bars and opens the view on them, a new colour mode only restyles them.
 */
export function GanttTimeline({ data, mode, requestedWindow, onWindowChange, timeZone }: GanttTimelineProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const timelineRef = useRef<DrawnTimeline>(null);
  const appliedRef = useRef<{ data: GanttData; mode: GanttColorMode }>(null);
  const latestRef = useRef({ data, mode });
  latestRef.current = { data, mode };
  const timeZoneRef = useRef(timeZone);
  timeZoneRef.current = timeZone;
  const onWindowChangeRef = useRef(onWindowChange);
  onWindowChangeRef.current = onWindowChange;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { data: firstData, mode: firstMode } = latestRef.current;
    // vis-timeline fits itself on its first draw, overriding a window set before it. Given a window
    // at creation instead, it stays hidden until that window changes, which a week-aligned window
    // may never do: so it is created without one and opened on its week once the fit is drawn.
    const items = new DataSet<DataItem>(timelineItems(firstData, firstMode));
    const rows = new DataSet<DataGroup>(firstData.rows);
    const timeline = new Timeline(container, items, rows, TIMELINE_OPTIONS);
    let isOpened = false;
    timeline.on('changed', () => {
      container.dataset.drawn = 'true';
      if (isOpened) return;
      isOpened = true;
      const opening = openingWindow(latestRef.current.data, Date.now(), timeZoneRef.current);
      if (opening) timeline.setWindow(opening.start, opening.end, { animation: false });
    });
    timeline.on('rangechanged', (range: { start: Date; end: Date }) => {
      onWindowChangeRef.current?.({ start: new Date(range.start), end: new Date(range.end) });
    });
    const shown = timeline.getWindow?.();
    if (shown) onWindowChangeRef.current?.({ start: new Date(shown.start), end: new Date(shown.end) });
    timelineRef.current = { timeline, items, rows };
    appliedRef.current = { data: firstData, mode: firstMode };
    return () => {
      timeline.destroy();
      timelineRef.current = null;
      appliedRef.current = null;
    };
  }, []);

  useEffect(() => {
    const current = timelineRef.current;
    const applied = appliedRef.current;
    if (!current || (applied?.data === data && applied.mode === mode)) return;
    if (applied?.data === data) {
      current.items.update(
        data.bars.map((bar) => ({ id: bar.id, ...barAppearance(bar, mode) })) as DataItem[],
      );
    } else {
      showData(current, data, mode, timeZoneRef.current);
    }
    appliedRef.current = { data, mode };
  }, [data, mode]);

  useEffect(() => {
    if (timeZone) timelineRef.current?.timeline.setOptions?.({ moment: plantMoment(timeZone) });
  }, [timeZone]);

  useEffect(() => {
    const current = timelineRef.current;
    if (!current || !requestedWindow) return;
    current.timeline.setWindow(requestedWindow.start, requestedWindow.end, { animation: false });
  }, [requestedWindow]);

  return <div ref={containerRef} className="gantt__timeline" />;
}
