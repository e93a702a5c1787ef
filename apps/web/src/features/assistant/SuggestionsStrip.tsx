import { type Translate, useT } from '../../i18n/t.ts';

/**
 * The suggestion chips of assistant-and-gantt §9, in the screen's language: each fills the input
 * with a prompt in that language, which the server reads as such.
 */
export function suggestionsOf(t: Translate): ReadonlyArray<{ label: string; prompt: string }> {
  return [
    { label: t('as.suggestion.urgentOrder'), prompt: t('as.suggestion.urgentOrder.prompt') },
    { label: t('as.suggestion.inventory'), prompt: t('as.suggestion.inventory.prompt') },
    { label: t('as.suggestion.status'), prompt: t('as.suggestion.status.prompt') },
  ];
}

/** The Suggestions strip: clicking a chip fills the input without sending (assistant-and-gantt §2). */
export function SuggestionsStrip({ onPick }: { onPick: (prompt: string) => void }) {
  const t = useT();
  return (
    <fieldset className="assistant__suggestions" aria-label={t('as.suggestions')}>
      <span className="assistant__suggestions-label">{t('as.suggestions')}</span>
      {suggestionsOf(t).map((suggestion) => (
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
