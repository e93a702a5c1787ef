import { useT } from '../../i18n/t.ts';
import type { ReasoningEntry } from './chat-message.ts';

/** A message's reasoning trace, one line per step with its type (assistant-and-gantt §3). */
export function ReasoningTrace({ entries }: { entries: readonly ReasoningEntry[] }) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <ol className="assistant__trace" aria-label={t('as.reasoning')}>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one trace never change order
        <li key={index} className={`assistant__trace-entry assistant__trace-entry--${entry.type}`}>
          <span className="assistant__trace-type">{t('as.traceType', { type: entry.type })}</span>
          <span>{entry.content}</span>
        </li>
      ))}
    </ol>
  );
}
