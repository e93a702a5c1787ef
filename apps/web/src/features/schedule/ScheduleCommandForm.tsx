import { type FormEvent, useState } from 'react';

/** What Schedule Today fills in before it submits (enterprise-shell §2). */
export const SCHEDULE_TODAY_PROMPT = 'Create an optimal schedule for today';

const DATA_SOURCES = ['Default Dataset', 'Playground Data'] as const;
const SCENARIOS = ['Standard Scheduling', 'Disruption Management', 'Schedule Optimization'] as const;

interface ScheduleCommandFormProps {
  command: string;
  onCommandChange: (command: string) => void;
  isProcessing: boolean;
  isPushing: boolean;
  canTransfer: boolean;
  onExecute: (command: string) => void;
  onTransfer: () => void;
  onReset: () => void;
}

/**
 * PP01's command form: data source and scenario selects (neither changes the request: both
 * data sources plan the caller's copy of the plant, and the scenario is not sent), the required
 * command and the four buttons, all disabled while a command is processing.
 */
export function ScheduleCommandForm({
  command,
  onCommandChange,
  isProcessing,
  isPushing,
  canTransfer,
  onExecute,
  onTransfer,
  onReset,
}: ScheduleCommandFormProps) {
  const [dataSource, setDataSource] = useState<string>(DATA_SOURCES[0]);
  const [scenario, setScenario] = useState<string>(SCENARIOS[0]);
  const isBusy = isProcessing || isPushing;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || command.trim() === '') return;
    onExecute(command);
  }

  function scheduleToday() {
    onCommandChange(SCHEDULE_TODAY_PROMPT);
    onExecute(SCHEDULE_TODAY_PROMPT);
  }

  return (
    <form className="schedule-card schedule-form" onSubmit={submit} aria-label="Scheduling command">
      <div className="schedule-form__selects">
        <label className="schedule-form__field">
          <span>Data source</span>
          <select value={dataSource} onChange={(event) => setDataSource(event.target.value)}>
            {DATA_SOURCES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <label className="schedule-form__field">
          <span>Scenario</span>
          <select value={scenario} onChange={(event) => setScenario(event.target.value)}>
            {SCENARIOS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      </div>
      <label className="schedule-form__field schedule-form__command">
        <span>Command</span>
        <textarea
          required
          rows={3}
          value={command}
          placeholder="e.g. Create an optimal schedule for today, or: Press PRS-03 broke down, reschedule"
          onChange={(event) => onCommandChange(event.target.value)}
        />
      </label>
      <div className="schedule-form__buttons">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          Execute
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={scheduleToday}>
          Schedule Today
        </button>
        <button type="button" className="button" disabled={isBusy || !canTransfer} onClick={onTransfer}>
          {isPushing ? 'Transferring...' : 'Transfer to System'}
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={onReset}>
          Reset
        </button>
      </div>
    </form>
  );
}
