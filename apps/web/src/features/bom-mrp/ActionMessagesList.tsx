import type { ActionMessage } from '../../api/bom-api.ts';
import { formatCode, formatNumber } from './bom-format.ts';

/** Action messages (RELEASE, PLAN, LOW_STOCK, EXPEDITE, reschedule, cancel), highest priority first. */
export function ActionMessagesList({ messages }: { messages: readonly ActionMessage[] }) {
  if (messages.length === 0) return <p className="empty-state">No action messages.</p>;
  return (
    <ul className="action-messages" aria-label="Action messages">
      {messages.map((message, index) => (
        <li
          // Messages have no id of their own; the list is the run's and does not reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={`action-message action-message--${message.priority.toLowerCase()}`}
        >
          <span className={`priority priority--${message.priority.toLowerCase()}`}>{message.priority}</span>
          <span className="action-message__type">{formatCode(message.type)}</span>
          <span className="action-message__text">{message.message}</span>
          <span className="action-message__meta muted">
            <span className="mono">{message.item_id}</span> · {formatNumber(message.quantity)} ·{' '}
            {message.date}
          </span>
        </li>
      ))}
    </ul>
  );
}
