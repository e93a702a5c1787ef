import { messagesFor } from '../../i18n/messages.ts';

/** The Reasoning Mode bar: a checkbox whose label reads Visible or Hidden (assistant-and-gantt §2). */
export function ReasoningModeBar({
  isVisible,
  onChange,
}: {
  isVisible: boolean;
  onChange: (isVisible: boolean) => void;
}) {
  const words = messagesFor().assistant;
  return (
    <div className="assistant__reasoning-bar">
      <span>{words.reasoningMode}</span>
      <label className="assistant__reasoning-toggle">
        <input type="checkbox" checked={isVisible} onChange={(event) => onChange(event.target.checked)} />
        {isVisible ? words.reasoningVisible : words.reasoningHidden}
      </label>
    </div>
  );
}
