import type { AssistantReply, ScheduleInput, ScheduleRunRequest } from '@takt/contract';
import { ScheduleResult } from '@takt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../api/browser-identity.ts';
import { followScheduleRun, type SolveProgress, startScheduleRun } from '../../api/takt-api.ts';
import {
  rememberSchedule,
  SCHEDULE_DISCARDED_EVENT,
  SCHEDULE_UPDATED_EVENT,
  storedLatestSchedule,
} from './schedule-storage.ts';
import type { ScheduleDataSource } from './transfer-schedule.ts';

/** The schedule flow of enterprise-shell §4: idle, then processing, then a result or an error. */
export type ScheduleRunState =
  | { status: 'idle' }
  | { status: 'processing'; progress: SolveProgress | null }
  | { status: 'done'; result: AssistantReply; dataSource: ScheduleDataSource }
  | { status: 'failed'; error: unknown };

/** How a command is planned: which dataset, how much of the released plan a repair keeps, and against what. */
export interface ScheduleRunOptions {
  dataSource?: ScheduleDataSource;
  stability?: ScheduleRunRequest['stability'];
  /** A schedule the planner chose to compare with; absent, the server compares with the released plan. */
  baseline?: ScheduleInput | null;
}

/**
 * The body of POST /schedule/runs for a command (enterprise-shell §7). No baseline goes with it
 * unless the planner chose one: the server compares with the dataset's released plan (issue 9).
 */
export function scheduleRequestFor(prompt: string, options: ScheduleRunOptions = {}): ScheduleRunRequest {
  return {
    prompt,
    source: 'masterdata',
    data_source: options.dataSource ?? 'default',
    ...(options.baseline ? { baseline: options.baseline } : {}),
    backend: 'openai',
    algorithm: 'auto',
    sync_sap: false,
    language: localStorage.getItem(STORAGE_KEYS.language) ?? 'en',
    ...(options.stability ? { stability: options.stability } : {}),
  };
}

/**
 * Runs a scheduling command off the request thread: starts the solve, follows its progress
 * events, and keeps the final schedule (as the latest schedule, for the Schedule view) or the error.
 */
export function useScheduleRun() {
  // The Schedule view opens on the schedule stored last (saved from the assistant, or this screen's own).
  const [state, setState] = useState<ScheduleRunState>(() => {
    const latest = storedLatestSchedule();
    return latest ? { status: 'done', result: latest, dataSource: 'default' } : { status: 'idle' };
  });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    function showSaved(event: Event) {
      const saved = ScheduleResult.safeParse((event as CustomEvent<unknown>).detail);
      if (!saved.success) return;
      setState((current) => {
        if (current.status === 'processing') return current;
        const dataSource =
          current.status === 'done' &&
          current.result.type === 'schedule' &&
          current.result.run_id === saved.data.run_id
            ? current.dataSource
            : 'default';
        return { status: 'done', result: saved.data, dataSource };
      });
    }
    function letGo(event: Event) {
      const runId = (event as CustomEvent<{ run_id?: string }>).detail?.run_id;
      setState((current) =>
        current.status === 'done' && current.result.type === 'schedule' && current.result.run_id === runId
          ? { status: 'idle' }
          : current,
      );
    }
    window.addEventListener(SCHEDULE_UPDATED_EVENT, showSaved);
    window.addEventListener(SCHEDULE_DISCARDED_EVENT, letGo);
    return () => {
      window.removeEventListener(SCHEDULE_UPDATED_EVENT, showSaved);
      window.removeEventListener(SCHEDULE_DISCARDED_EVENT, letGo);
    };
  }, []);

  const execute = useCallback(async (prompt: string, options: ScheduleRunOptions = {}) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const dataSource = options.dataSource ?? 'default';
    setState({ status: 'processing', progress: null });
    try {
      const started = await startScheduleRun(scheduleRequestFor(prompt, options), controller.signal);
      if ('reply' in started) {
        // An answer or a question back: nothing was solved, nothing is kept.
        if (!controller.signal.aborted) setState({ status: 'done', result: started.reply, dataSource });
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
      setState({ status: 'done', result, dataSource });
      rememberSchedule(result);
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
