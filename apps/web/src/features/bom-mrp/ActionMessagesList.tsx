import type { ActionMessage } from '../../api/bom-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';
import { formatDay, formatNumber } from './bom-format.ts';

/** Action messages (RELEASE, PLAN, LOW_STOCK, EXPEDITE, reschedule, cancel), highest priority first. */
export function ActionMessagesList({ messages }: { messages: readonly ActionMessage[] }) {
  const t = useT();
  if (messages.length === 0) return <p className="empty-state">{t('mrp.messages.none')}</p>;
  return (
    <ul className="action-messages" aria-label={t('mrp.messages')}>
      {messages.map((message, index) => (
        <li
          // Messages have no id of their own; the list is the run's and does not reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={`action-message action-message--${message.priority.toLowerCase()}`}
        >
          <span className={`priority priority--${message.priority.toLowerCase()}`}>
            {t(`mrp.priority.${message.priority}` as UiKey)}
          </span>
          <span className="action-message__type">{t(`mrp.action.${message.type}` as UiKey)}</span>
          <span className="action-message__text">{message.message}</span>
          <span className="action-message__meta muted">
            <span className="mono">{message.item_id}</span> · {formatNumber(message.quantity)} ·{' '}
            {formatDay(message.date)}
          </span>
        </li>
      ))}
    </ul>
  );
}
