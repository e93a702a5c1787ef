import { messagesFor } from '../../i18n/messages.ts';
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
  const words = messagesFor().assistant;
  const reasoningLabel = isReasoningVisible ? words.hideReasoning : words.showReasoning;
  return (
    <header className="assistant__header">
      <Mascot mood={mood} />
      <div className="assistant__title">
        <h2 id="assistant-title">{words.name}</h2>
        <p className="assistant__tagline">{words.tagline}</p>
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
          aria-label={isMinimised ? words.expand : words.minimise}
          title={isMinimised ? words.expandTitle : words.minimiseTitle}
          onClick={onToggleMinimised}
        >
          <span aria-hidden="true">{isMinimised ? '▴' : '▾'}</span>
        </button>
        <button
          type="button"
          className="assistant__icon-button"
          aria-label={words.close}
          title={words.closeTitle}
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </header>
  );
}
