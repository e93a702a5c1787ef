import type { ScheduleResult } from '@takt/contract';
import { useEffect, useReducer, useState } from 'react';
import { discardScheduleRun } from '../../api/takt-api.ts';
import { AssistantTextReply } from './AssistantTextReply.tsx';
import { canTransfer, planStatus } from './plan-status.ts';
import {
  type CommandSettings,
  DEFAULT_COMMAND_SETTINGS,
  ScheduleCommandForm,
} from './ScheduleCommandForm.tsx';
import { ScheduleErrorBanner } from './ScheduleErrorBanner.tsx';
import { ScheduleResultView } from './ScheduleResultView.tsx';
import { SolveProgressBar } from './SolveProgressBar.tsx';
import { pushFailureText, scheduleErrorText } from './schedule-error.ts';
import { forgetSchedule, transferredChangeOf } from './schedule-storage.ts';
import { transferToSystem, undoTransfer } from './transfer-schedule.ts';
import { type ScheduleRunOptions, useScheduleRun } from './use-schedule-run.ts';
import './schedule.css';
import { t } from '../../i18n/t.ts';

/** An example prompt from ZEX01 is submitted this long after it is loaded (enterprise-shell §9). */
export const EXAMPLE_AUTO_SUBMIT_MS = 100;

interface ProductionSchedulingScreenProps {
  /** A prompt handed over from the examples screen (ZEX01): loaded, then submitted after 100 ms. */
  initialPrompt?: string;
  /** The modern workspace also lists the late orders. */
  showLateOrders?: boolean;
}

function runOptions(settings: CommandSettings, shown: ScheduleResult | null): ScheduleRunOptions {
  return {
    dataSource: settings.dataSource,
    stability: settings.stability ?? undefined,
    baseline: settings.compareWith === 'shown' && shown ? { type: 'schedule', data: shown.data } : undefined,
  };
}

/**
 * PP01 Production Scheduling, the same in both faces (enterprise-shell §2, §4): a command planned
 * against the released plan, shown as a proposal until it is transferred to the system or
 * discarded, or as the released plan once transferred (issue 9).
 */
export function ProductionSchedulingScreen({
  initialPrompt,
  showLateOrders = false,
}: ProductionSchedulingScreenProps) {
  const { state, execute, reset } = useScheduleRun();
  const [command, setCommand] = useState(initialPrompt ?? '');
  const [settings, setSettings] = useState<CommandSettings>(DEFAULT_COMMAND_SETTINGS);
  const [isPushing, setIsPushing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Transfers are remembered in browser storage: a bump re-reads it after one.
  const [, storageChanged] = useReducer((count: number) => count + 1, 0);
  const isProcessing = state.status === 'processing';
  const result = state.status === 'done' ? state.result : null;
  const schedule = result?.type === 'schedule' ? result : null;
  const transferredChange = schedule ? transferredChangeOf(schedule.run_id) : null;
  const status = schedule ? planStatus(schedule, transferredChange) : null;

  useEffect(() => {
    if (!initialPrompt) return;
    setCommand(initialPrompt);
    const timer = setTimeout(() => execute(initialPrompt), EXAMPLE_AUTO_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [initialPrompt, execute]);

  function run(prompt: string) {
    setNotice(null);
    void execute(prompt, runOptions(settings, schedule));
  }

  async function transfer() {
    if (!schedule || !status || !canTransfer(status) || state.status !== 'done') return;
    setIsPushing(true);
    try {
      await transferToSystem(schedule, state.dataSource);
      storageChanged();
      window.alert(t('pp.pushed'));
    } catch (error) {
      window.alert(pushFailureText(error));
    } finally {
      setIsPushing(false);
    }
  }

  function discard() {
    if (!schedule) return;
    forgetSchedule(schedule.run_id);
    reset();
    setNotice(t('plan.discarded'));
    // The server marks it too, so a "yes, apply it" typed in the chat later does not apply it.
    void discardScheduleRun(schedule.run_id).catch((error: unknown) =>
      setNotice(t('as.couldNotDiscard', { why: error instanceof Error ? error.message : String(error) })),
    );
  }

  async function undo() {
    if (!schedule || !transferredChange) return;
    setIsPushing(true);
    try {
      await undoTransfer(schedule, transferredChange);
      storageChanged();
      setNotice(t('plan.undone'));
    } catch (error) {
      setNotice(scheduleErrorText(error).message);
    } finally {
      setIsPushing(false);
    }
  }

  function resetScreen() {
    setCommand('');
    setNotice(null);
    reset();
  }

  return (
    <div className="schedule">
      {initialPrompt && command === initialPrompt && (
        <p className="schedule__example-note" role="status">
          {t('zex.loaded')}
        </p>
      )}
      <ScheduleCommandForm
        command={command}
        onCommandChange={setCommand}
        settings={settings}
        onSettingsChange={setSettings}
        hasShownSchedule={schedule !== null}
        isProcessing={isProcessing}
        isPushing={isPushing}
        canTransfer={status !== null && canTransfer(status)}
        onExecute={run}
        onTransfer={transfer}
        onReset={resetScreen}
      />
      {notice && (
        <p className="schedule__notice" role="status">
          {notice}
        </p>
      )}
      {state.status === 'processing' && <SolveProgressBar progress={state.progress} />}
      {state.status === 'failed' && <ScheduleErrorBanner error={state.error} />}
      {schedule && status && (
        <ScheduleResultView
          result={schedule}
          showLateOrders={showLateOrders}
          status={status}
          isBusy={isPushing || isProcessing}
          onDiscard={discard}
          onUndo={transferredChange ? undo : undefined}
        />
      )}
      {result && result.type !== 'schedule' && (
        <AssistantTextReply
          reply={result}
          onAction={(prompt) => {
            setCommand(prompt);
            run(prompt);
          }}
        />
      )}
    </div>
  );
}
