import { useEffect, useState } from 'react';
import { pushSchedule } from '../../api/takt-api.ts';
import { AssistantTextReply } from './AssistantTextReply.tsx';
import { ScheduleCommandForm } from './ScheduleCommandForm.tsx';
import { ScheduleErrorBanner } from './ScheduleErrorBanner.tsx';
import { ScheduleResultView } from './ScheduleResultView.tsx';
import { SolveProgressBar } from './SolveProgressBar.tsx';
import { pushFailureText } from './schedule-error.ts';
import { useScheduleRun } from './use-schedule-run.ts';
import './schedule.css';

/** An example prompt from ZEX01 is submitted this long after it is loaded (enterprise-shell §9). */
export const EXAMPLE_AUTO_SUBMIT_MS = 100;

export const SCHEDULE_PUSHED_MESSAGE = 'Schedule created successfully';

interface ProductionSchedulingScreenProps {
  /** A prompt handed over from the examples screen (ZEX01): loaded, then submitted after 100 ms. */
  initialPrompt?: string;
  /** The modern workspace also lists the late orders. */
  showLateOrders?: boolean;
}

/** PP01 Production Scheduling, the same in both faces (enterprise-shell §2, §4). */
export function ProductionSchedulingScreen({
  initialPrompt,
  showLateOrders = false,
}: ProductionSchedulingScreenProps) {
  const { state, execute, reset } = useScheduleRun();
  const [command, setCommand] = useState(initialPrompt ?? '');
  const [isPushing, setIsPushing] = useState(false);
  const isProcessing = state.status === 'processing';
  const result = state.status === 'done' ? state.result : null;

  useEffect(() => {
    if (!initialPrompt) return;
    setCommand(initialPrompt);
    const timer = setTimeout(() => execute(initialPrompt), EXAMPLE_AUTO_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [initialPrompt, execute]);

  async function transferToSystem() {
    if (result?.type !== 'schedule') return;
    setIsPushing(true);
    try {
      await pushSchedule(result);
      window.alert(SCHEDULE_PUSHED_MESSAGE);
    } catch (error) {
      window.alert(pushFailureText(error));
    } finally {
      setIsPushing(false);
    }
  }

  function resetScreen() {
    setCommand('');
    reset();
  }

  return (
    <div className="schedule">
      {initialPrompt && command === initialPrompt && (
        <p className="schedule__example-note" role="status">
          Example loaded from Examples and Demos. Click Execute to run it.
        </p>
      )}
      <ScheduleCommandForm
        command={command}
        onCommandChange={setCommand}
        isProcessing={isProcessing}
        isPushing={isPushing}
        canTransfer={result?.type === 'schedule'}
        onExecute={execute}
        onTransfer={transferToSystem}
        onReset={resetScreen}
      />
      {state.status === 'processing' && <SolveProgressBar progress={state.progress} />}
      {state.status === 'failed' && <ScheduleErrorBanner error={state.error} />}
      {result?.type === 'schedule' && <ScheduleResultView result={result} showLateOrders={showLateOrders} />}
      {result && result.type !== 'schedule' && (
        <AssistantTextReply
          reply={result}
          onAction={(prompt) => {
            setCommand(prompt);
            execute(prompt);
          }}
        />
      )}
    </div>
  );
}
