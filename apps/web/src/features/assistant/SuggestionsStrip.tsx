import { type Messages, messagesFor } from '../../i18n/messages.ts';

/**
 * The suggestion chips of assistant-and-gantt §9, in the screen's language: each fills the input
 * with a prompt in that language, which the server reads as such.
 */
export function suggestionsOf(words: Messages['assistant']['suggestions']): ReadonlyArray<{
  label: string;
  prompt: string;
}> {
  return [words.urgentOrder, words.inventory, words.status];
}

/** The Suggestions strip: clicking a chip fills the input without sending (assistant-and-gantt §2). */
export function SuggestionsStrip({ onPick }: { onPick: (prompt: string) => void }) {
  const words = messagesFor().assistant.suggestions;
  return (
    <fieldset className="assistant__suggestions" aria-label={words.label}>
      <span className="assistant__suggestions-label">{words.label}</span>
      {suggestionsOf(words).map((suggestion) => (
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
