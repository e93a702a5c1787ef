import type { LineBalancingFocus } from '@takt/contract';
import { LineBalancingResult } from '@takt/contract';
import { requestParsed } from './client.ts';

export type { LineBalancingFocus, LineBalancingResult } from '@takt/contract';

/** What the Line Balancing tab asks for: the whole analysis, or the manual command read for its line and focus. */
export interface LineAnalysisRequest {
  focus: LineBalancingFocus;
  /** The manual command (planning-workspaces §5: non-empty after trimming). */
  command?: string;
}

/** POST /line-balancing/analyze: the line's analysis computed from the routings, calendars and plan. */
export function analyzeLine(request: LineAnalysisRequest, signal?: AbortSignal) {
  return requestParsed('/line-balancing/analyze', LineBalancingResult, {
    method: 'POST',
    body: {
      source: 'playground',
      focus: request.focus,
      ...(request.command !== undefined ? { command: request.command } : {}),
    },
    signal,
  });
}
