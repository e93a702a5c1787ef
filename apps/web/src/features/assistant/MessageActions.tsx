import { useT } from '../../i18n/t.ts';
import type { MessageAction } from './chat-message.ts';

/** The actions that commit a proposal: shown as the message's main button. */
const PRIMARY = new Set<MessageAction['action']>(['apply_schedule', 'accept_promise']);

/** The buttons under a message that carries actions (assistant-and-gantt §2). */
export function MessageActions({
  actions,
  onAction,
}: {
  actions: readonly MessageAction[];
  onAction: (action: MessageAction) => void;
}) {
  const t = useT();
  if (actions.length === 0) return null;
  return (
    <fieldset className="assistant__actions" aria-label={t('as.actions')}>
      {actions.map((action) => (
        <button
          key={`${action.action}:${action.label}`}
          type="button"
          className={`assistant__action${PRIMARY.has(action.action) ? ' assistant__action--primary' : ''}`}
          onClick={() => onAction(action)}
        >
          {action.label}
        </button>
      ))}
    </fieldset>
  );
}
