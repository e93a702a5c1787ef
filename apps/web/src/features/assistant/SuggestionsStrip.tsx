/** The suggestion chips of assistant-and-gantt §9; each fills the input with a prompt. */
export const SUGGESTIONS: ReadonlyArray<{ label: string; prompt: string }> = [
  { label: 'Create urgent order', prompt: 'Create an urgent order for 500 FG-OS-5072 due Friday' },
  { label: 'Check inventory', prompt: 'What is low on stock?' },
  { label: 'Production status', prompt: 'Production status' },
];

/** The Suggestions strip: clicking a chip fills the input without sending (assistant-and-gantt §2). */
export function SuggestionsStrip({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <fieldset className="assistant__suggestions" aria-label="Suggestions">
      <span className="assistant__suggestions-label">Suggestions</span>
      {SUGGESTIONS.map((suggestion) => (
        <button
          key={suggestion.label}
          type="button"
          className="assistant__chip"
          onClick={() => onPick(suggestion.prompt)}
        >
          {suggestion.label}
        </button>
      ))}
    </fieldset>
  );
}
