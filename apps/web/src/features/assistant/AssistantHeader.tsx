import { useT } from '../../i18n/t.ts';
import { Mascot } from './Mascot.tsx';
import type { MascotMood } from './mascot-mood.ts';

interface AssistantHeaderProps {
  mood: MascotMood;
  isMinimised: boolean;
  isReasoningVisible: boolean;
  onToggleReasoning: () => void;
  onToggleMinimised: () => void;
  onClose: () => void;
}

/** The panel's header: name, tagline, mascot, and the reasoning, minimise and close buttons (assistant-and-gantt §2). */
export function AssistantHeader({
  mood,
  isMinimised,
  isReasoningVisible,
  onToggleReasoning,
  onToggleMinimised,
  onClose,
}: AssistantHeaderProps) {
  const t = useT();
  const reasoningLabel = t(isReasoningVisible ? 'as.hideReasoning' : 'as.showReasoning');
  return (
    <header className="assistant__header">
      <Mascot mood={mood} />
      <div className="assistant__title">
        <h2 id="assistant-title">{t('as.name')}</h2>
        <p className="assistant__tagline">{t('as.tagline')}</p>
      </div>
      <div className="assistant__header-buttons">
        <button
          type="button"
          className="assistant__icon-button"
          aria-label={reasoningLabel}
          aria-pressed={isReasoningVisible}
          title={reasoningLabel}
          onClick={onToggleReasoning}
        >
          <span aria-hidden="true">{isReasoningVisible ? '◉' : '○'}</span>
        </button>
        <button
          type="button"
          className="assistant__icon-button"
          aria-label={t(isMinimised ? 'as.expand' : 'as.minimise')}
          title={t(isMinimised ? 'as.expandTitle' : 'as.minimiseTitle')}
          onClick={onToggleMinimised}
        >
          <span aria-hidden="true">{isMinimised ? '▴' : '▾'}</span>
        </button>
        <button
          type="button"
          className="assistant__icon-button"
          aria-label={t('as.close')}
          title={t('as.closeTitle')}
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </header>
  );
}
