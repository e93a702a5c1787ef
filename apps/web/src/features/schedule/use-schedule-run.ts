import type { AssistantReply, ScheduleRunRequest } from '@takt/contract';
import { ScheduleResult } from '@takt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../api/browser-identity.ts';
import { followScheduleRun, type SolveProgress, startScheduleRun } from '../../api/takt-api.ts';
import {
  rememberSchedule,
  SCHEDULE_UPDATED_EVENT,
  storedBaseline,
  storedLatestSchedule,
} from './schedule-storage.ts';

/** The schedule flow of enterprise-shell §4: idle, then processing, then a result or an error. */
export type ScheduleRunState =
  | { status: 'idle' }
  | { status: 'processing'; progress: SolveProgress | null }
  | { status: 'done'; result: AssistantReply }
  | { status: 'failed'; error: unknown };

/** The body of POST /schedule/runs for a command; the stored baseline goes with it (enterprise-shell §7). */
export function scheduleRequestFor(prompt: string): ScheduleRunRequest {
  return {
    prompt,
    source: 'masterdata',
    data_source: 'default',
    baseline: storedBaseline(),
    backend: 'openai',
    algorithm: 'auto',
    sync_sap: false,
    language: localStorage.getItem(STORAGE_KEYS.language) ?? 'en',
  };
}

/**
 * Runs a scheduling command off the request thread: starts the solve, follows its progress
 * events, and keeps the final schedule (stored as the next baseline) or the error.
 */
export function useScheduleRun() {
  // The Schedule view opens on the schedule stored last (saved from the assistant, or this screen's own).
  const [state, setState] = useState<ScheduleRunState>(() => {
    const latest = storedLatestSchedule();
    return latest ? { status: 'done', result: latest } : { status: 'idle' };
  });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    function showSaved(event: Event) {
      const saved = ScheduleResult.safeParse((event as CustomEvent<unknown>).detail);
      if (!saved.success) return;
      setState((current) =>
        current.status === 'processing' ? current : { status: 'done', result: saved.data },
      );
    }
    window.addEventListener(SCHEDULE_UPDATED_EVENT, showSaved);
    return () => window.removeEventListener(SCHEDULE_UPDATED_EVENT, showSaved);
  }, []);

  const execute = useCallback(async (prompt: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'processing', progress: null });
    try {
      const started = await startScheduleRun(scheduleRequestFor(prompt), controller.signal);
      if ('reply' in started) {
        // An answer or a question back: nothing was solved, nothing becomes the baseline.
        if (!controller.signal.aborted) setState({ status: 'done', result: started.reply });
        return;
      }
      const result = await followScheduleRun(
        started.run_id,
        (progress) => {
          if (!controller.signal.aborted) setState({ status: 'processing', progress });
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      rememberSchedule(result);
      setState({ status: 'done', result });
    } catch (error) {
      if (!controller.signal.aborted) setState({ status: 'failed', error });
    }
  }, []);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, execute, reset };
}
