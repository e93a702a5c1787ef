import { Mascot } from './Mascot.tsx';
import type { MascotMood } from './mascot-mood.ts';

export const ASSISTANT_NAME = 'Takt Assistant';
export const ASSISTANT_TAGLINE = 'Your production planning partner';

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
  return (
    <header className="assistant__header">
      <Mascot mood={mood} />
      <div className="assistant__title">
        <h2 id="assistant-title">{ASSISTANT_NAME}</h2>
        <p className="assistant__tagline">{ASSISTANT_TAGLINE}</p>
      </div>
      <div className="assistant__header-buttons">
        <button
          type="button"
          className="assistant__icon-button"
          aria-label={isReasoningVisible ? 'Hide reasoning' : 'Show reasoning'}
          aria-pressed={isReasoningVisible}
          title={isReasoningVisible ? 'Hide reasoning' : 'Show reasoning'}
          onClick={onToggleReasoning}
        >
          <span aria-hidden="true">{isReasoningVisible ? '◉' : '○'}</span>
        </button>
        <button
          type="button"
          className="assistant__icon-button"
          aria-label={isMinimised ? 'Expand assistant' : 'Minimise assistant'}
          title={isMinimised ? 'Expand' : 'Minimise'}
          onClick={onToggleMinimised}
        >
          <span aria-hidden="true">{isMinimised ? '▴' : '▾'}</span>
        </button>
        <button
          type="button"
          className="assistant__icon-button"
          aria-label="Close assistant"
          title="Close"
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </header>
  );
}
