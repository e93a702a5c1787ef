import { tzOffset } from '@date-fns/tz';
import moment from 'moment';
import { useEffect, useSyncExternalStore } from 'react';
import { fetchHealth } from '../api/takt-api.ts';

/** The plant's UTC offset in minutes at an instant (−180 in São Paulo); 0 for a zone the browser does not know. */
export function plantUtcOffsetMinutes(timeZone: string, at: number): number {
  const offset = tzOffset(timeZone, new Date(at));
  return Number.isFinite(offset) ? offset : 0;
}

/**
 * vis-timeline's `moment` option for a plant: every date the chart labels or rounds (the axis' ticks
 * and labels, day and week starts, the current-time marker) is read at the plant's UTC offset of
 * that instant, so the axis shows plant time whatever the browser's zone.
 */
export function plantMoment(timeZone: string): (input?: moment.MomentInput) => moment.Moment {
  return (input) => {
    const at = moment(input);
    return at.utcOffset(plantUtcOffsetMinutes(timeZone, at.valueOf()));
  };
}

let plantZone: string | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Reads the plant's zone once from /api/health (the sample plant's; playgrounds keep it). */
function loadPlantTimeZone(): void {
  if (loading) return;
  loading = (async () => {
    try {
      const health = await fetchHealth();
      const plant = health.datasets.find((d) => d.source === 'default') ?? health.datasets[0];
      plantZone = plant?.time_zone;
      for (const listener of listeners) listener();
    } catch {
      // Without it the chart keeps the browser's zone; the next chart asks again.
      loading = undefined;
    }
  })();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The plant's IANA time zone, once /api/health has told it; undefined until then (the browser's zone). */
export function usePlantTimeZone(): string | undefined {
  const zone = useSyncExternalStore(subscribe, () => plantZone);
  useEffect(loadPlantTimeZone, []);
  return zone;
}
