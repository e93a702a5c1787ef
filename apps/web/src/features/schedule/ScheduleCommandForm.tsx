import type { ScheduleRunRequest } from '@takt/contract';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/t.ts';
import type { ScheduleDataSource } from './transfer-schedule.ts';

const SCENARIOS = ['pp.scenario.standard', 'pp.scenario.disruption', 'pp.scenario.optimization'] as const;
const STABILITIES = ['frozen', 'balanced', 'free'] as const;

/** How the next command is planned: the form's selects. */
export interface CommandSettings {
  dataSource: ScheduleDataSource;
  /** How much of the released plan a repair keeps; null leaves it to the plant's setting. */
  stability: ScheduleRunRequest['stability'] | null;
  /** What the result is compared with: the released plan, or the schedule on the screen. */
  compareWith: 'released' | 'shown';
}

export const DEFAULT_COMMAND_SETTINGS: CommandSettings = {
  dataSource: 'default',
  stability: null,
  compareWith: 'released',
};

interface ScheduleCommandFormProps {
  command: string;
  onCommandChange: (command: string) => void;
  settings: CommandSettings;
  onSettingsChange: (settings: CommandSettings) => void;
  /** A schedule is on the screen, so it can be chosen to compare with. */
  hasShownSchedule: boolean;
  isProcessing: boolean;
  isPushing: boolean;
  canTransfer: boolean;
  onExecute: (command: string) => void;
  onTransfer: () => void;
  onReset: () => void;
}

/**
 * PP01's command form: the data source (the default plant, planned on the caller's copy of it, or
 * the custom data: the request's data_source), the scenario (not sent), the repair's stability and
 * what to compare with (issue 9), the required command and the four buttons, all disabled while a
 * command is processing.
 */
export function ScheduleCommandForm({
  command,
  onCommandChange,
  settings,
  onSettingsChange,
  hasShownSchedule,
  isProcessing,
  isPushing,
  canTransfer,
  onExecute,
  onTransfer,
  onReset,
}: ScheduleCommandFormProps) {
  const [scenario, setScenario] = useState<string>(SCENARIOS[0]);
  const isBusy = isProcessing || isPushing;
  const t = useT();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || command.trim() === '') return;
    onExecute(command);
  }

  function scheduleToday() {
    const prompt = t('pp.todayPrompt');
    onCommandChange(prompt);
    onExecute(prompt);
  }

  return (
    <form className="schedule-card schedule-form" onSubmit={submit} aria-label={t('pp.form')}>
      <div className="schedule-form__selects">
        <label className="schedule-form__field">
          <span>{t('pp.form.dataSource')}</span>
          <select
            value={settings.dataSource}
            onChange={(event) =>
              onSettingsChange({ ...settings, dataSource: event.target.value as ScheduleDataSource })
            }
          >
            <option value="default">{t('pp.form.defaultDataset')}</option>
            <option value="custom">{t('pp.form.customData')}</option>
          </select>
        </label>
        <label className="schedule-form__field">
          <span>{t('pp.scenario')}</span>
          <select value={scenario} onChange={(event) => setScenario(event.target.value)}>
            {SCENARIOS.map((option) => (
              <option key={option} value={option}>
                {t(option)}
              </option>
            ))}
          </select>
        </label>
        <label className="schedule-form__field">
          <span>{t('pp.form.stability')}</span>
          <select
            value={settings.stability ?? 'plant'}
            onChange={(event) => {
              const value = event.target.value;
              const stability = STABILITIES.find((option) => option === value) ?? null;
              onSettingsChange({ ...settings, stability });
            }}
          >
            <option value="plant">{t('pp.form.stability.option', { option: 'plant' })}</option>
            {STABILITIES.map((option) => (
              <option key={option} value={option}>
                {t('pp.form.stability.option', { option })}
              </option>
            ))}
          </select>
        </label>
        <label className="schedule-form__field">
          <span>{t('pp.form.compareWith')}</span>
          <select
            value={hasShownSchedule ? settings.compareWith : 'released'}
            onChange={(event) =>
              onSettingsChange({
                ...settings,
                compareWith: event.target.value === 'shown' ? 'shown' : 'released',
              })
            }
          >
            <option value="released">{t('pp.form.compare.released')}</option>
            <option value="shown" disabled={!hasShownSchedule}>
              {t('pp.form.compare.shown')}
            </option>
          </select>
        </label>
      </div>
      <label className="schedule-form__field schedule-form__command">
        <span>{t('pp.command')}</span>
        <textarea
          required
          rows={3}
          value={command}
          placeholder={t('pp.command.placeholder')}
          onChange={(event) => onCommandChange(event.target.value)}
        />
      </label>
      <div className="schedule-form__buttons">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {t('pp.execute')}
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={scheduleToday}>
          {t('pp.today')}
        </button>
        <button type="button" className="button" disabled={isBusy || !canTransfer} onClick={onTransfer}>
          {t(isPushing ? 'plan.transferring' : 'plan.transfer')}
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={onReset}>
          {t('pp.reset')}
        </button>
      </div>
    </form>
  );
}
