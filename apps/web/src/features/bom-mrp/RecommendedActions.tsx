import type { ActionMessage } from '../../api/bom-api.ts';
import { formatCode } from './bom-format.ts';

const SHOWN = 8;

/** The run's most urgent action messages (already ordered HIGH first by the server). */
export function RecommendedActions({ messages }: { messages: readonly ActionMessage[] }) {
  const shown = messages.slice(0, SHOWN);
  return (
    <section className="recommended-actions" aria-labelledby="recommended-actions-title">
      <h2 id="recommended-actions-title">Recommended Actions</h2>
      {shown.length === 0 ? (
        <p className="muted">No action needed: the plan covers every requirement.</p>
      ) : (
        <ol>
          {shown.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's order, never reordered here
            <li key={index}>
              <span className={`priority priority--${message.priority.toLowerCase()}`}>
                {message.priority}
              </span>{' '}
              <strong>{formatCode(message.type)}</strong> {message.message}
            </li>
          ))}
        </ol>
      )}
      {messages.length > SHOWN && <p className="muted">+{messages.length - SHOWN} more action messages</p>}
    </section>
  );
}
