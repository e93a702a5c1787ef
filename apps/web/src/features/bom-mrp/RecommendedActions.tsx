import type { ActionMessage } from '../../api/bom-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';

const SHOWN = 8;

/** The run's most urgent action messages (already ordered HIGH first by the server). */
export function RecommendedActions({ messages }: { messages: readonly ActionMessage[] }) {
  const t = useT();
  const shown = messages.slice(0, SHOWN);
  return (
    <section className="recommended-actions" aria-labelledby="recommended-actions-title">
      <h2 id="recommended-actions-title">{t('md01.actions')}</h2>
      {shown.length === 0 ? (
        <p className="muted">{t('md01.actions.none')}</p>
      ) : (
        <ol>
          {shown.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's order, never reordered here
            <li key={index}>
              <span className={`priority priority--${message.priority.toLowerCase()}`}>
                {t(`mrp.priority.${message.priority}` as UiKey)}
              </span>{' '}
              <strong>{t(`mrp.action.${message.type}` as UiKey)}</strong> {message.message}
            </li>
          ))}
        </ol>
      )}
      {messages.length > SHOWN && (
        <p className="muted">{t('md01.actions.more', { count: messages.length - SHOWN })}</p>
      )}
    </section>
  );
}
