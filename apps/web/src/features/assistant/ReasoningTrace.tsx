import { messagesFor } from '../../i18n/messages.ts';
import type { ReasoningEntry } from './chat-message.ts';

/** A message's reasoning trace, one line per step with its type (assistant-and-gantt §3). */
export function ReasoningTrace({ entries }: { entries: readonly ReasoningEntry[] }) {
  if (entries.length === 0) return null;
  const words = messagesFor().assistant;
  return (
    <ol className="assistant__trace" aria-label={words.reasoning}>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one trace never change order
        <li key={index} className={`assistant__trace-entry assistant__trace-entry--${entry.type}`}>
          <span className="assistant__trace-type">{words.traceType[entry.type]}</span>
          <span>{entry.content}</span>
        </li>
      ))}
    </ol>
  );
}
