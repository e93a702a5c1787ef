import type { LineBalancingResult } from '@takt/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { analyzeLine, type LineAnalysisRequest } from '../../api/line-balancing-api.ts';
import { ErrorNote } from '../../ui/LoadState.tsx';
import { useAssistant } from '../assistant/assistant-context.ts';
import { QUICK_ACTIONS, RUBBER_EXAMPLES } from './analysis-queries.ts';
import { LineBalancingResults } from './LineBalancingResults.tsx';
import type { LineBalancingDelivery } from './use-line-balancing-inbox.ts';
import './line-balancing.css';
import { useT } from '../../i18n/t.ts';

interface LineBalancingTabProps {
  /** The latest result the assistant handed over; a new one replaces what is shown and clears the error. */
  delivered?: LineBalancingDelivery | null;
}

/**
 * PP02 / ZLB01 Line Balancing Analysis (planning-workspaces §2): the analysis is computed by the
 * server from the routings, calendars and the released plan; the quick actions ask the assistant,
 * whose answer arrives through `delivered`.
 */
export function LineBalancingTab({ delivered = null }: LineBalancingTabProps) {
  const assistant = useAssistant();
  const [result, setResult] = useState<LineBalancingResult | null>(delivered?.result ?? null);
  const [error, setError] = useState<unknown>(null);
  const [isAnalyzing, setIsAnalyzing] = useState(false);
  const [command, setCommand] = useState('');
  // The query a quick action put to the assistant, shown until its answer arrives.
  const [asked, setAsked] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const t = useT();

  // A result from outside wins over an analysis still running here (planning-workspaces §2).
  const [shownDelivery, setShownDelivery] = useState(delivered);
  if (delivered !== shownDelivery) {
    setShownDelivery(delivered);
    if (delivered) {
      running.current?.abort();
      setResult(delivered.result);
      setError(null);
      setIsAnalyzing(false);
      setAsked(null);
    }
  }

  useEffect(() => () => running.current?.abort(), []);

  async function analyze(request: LineAnalysisRequest) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setIsAnalyzing(true);
    setError(null);
    try {
      const answer = await analyzeLine(request, controller.signal);
      if (controller.signal.aborted) return;
      setResult(answer);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(failure);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setIsAnalyzing(false);
      }
    }
  }

  function onManualCommand(event: FormEvent) {
    event.preventDefault();
    const text = command.trim();
    // planning-workspaces §5: the manual command must be non-empty after trimming.
    if (text === '') return;
    void analyze({ focus: 'full', command: text });
  }

  return (
    <div className="lb-tab">
      <section className="lb-controls" aria-label={t('lb.controls')}>
        <div className="lb-controls__row">
          <button
            type="button"
            className="button button--primary"
            disabled={isAnalyzing}
            onClick={() => void analyze({ focus: 'full' })}
          >
            {isAnalyzing ? t('lb.analyzing') : t('lb.generate')}
          </button>
          <fieldset className="lb-quick-actions">
            <legend className="visually-hidden">{t('lb.quickActions')}</legend>
            {QUICK_ACTIONS.map((action) => (
              <button
                key={action.label}
                type="button"
                className="button"
                // Without a chat panel (a screen rendered alone) the action runs its focus here.
                onClick={() => {
                  if (!assistant) return void analyze({ focus: action.focus });
                  setAsked(t(action.query));
                  assistant.runQuery(t(action.query));
                }}
              >
                {t(action.label)}
              </button>
            ))}
          </fieldset>
        </div>
        <form className="lb-command" onSubmit={onManualCommand}>
          <label htmlFor="lb-command-input">{t('lb.command')}</label>
          <div className="lb-command__row">
            <input
              id="lb-command-input"
              type="text"
              value={command}
              maxLength={500}
              placeholder={t('lb.command.placeholder')}
              onChange={(event) => setCommand(event.target.value)}
            />
            <button type="submit" className="button" disabled={isAnalyzing || command.trim() === ''}>
              {t('lb.analyze')}
            </button>
          </div>
        </form>
        <fieldset className="lb-examples">
          <legend>{t('lb.examples')}</legend>
          {RUBBER_EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              className="button lb-example"
              onClick={() => setCommand(t(example))}
            >
              {t(example)}
            </button>
          ))}
        </fieldset>
      </section>
      {asked !== null && (
        <p className="lb-note" role="status">
          {t('lb.asked', { action: asked })}
        </p>
      )}
      {isAnalyzing && (
        <p className="load-note" role="status">
          <span className="load-note__spinner" aria-hidden="true" />
          {t('lb.analyzingNote')}
        </p>
      )}
      {error !== null && <ErrorNote prefix={t('lb.failed')} error={error} />}
      {result ? (
        <LineBalancingResults result={result} />
      ) : (
        !isAnalyzing && error === null && <p className="empty-state">{t('lb.empty')}</p>
      )}
    </div>
  );
}
