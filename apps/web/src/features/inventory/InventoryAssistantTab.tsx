import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type UiKey, useT } from '../../i18n/t.ts';
import { ChatMarkdown } from '../assistant/ChatMarkdown.tsx';
import { InventoryChatTable } from './InventoryChatTable.tsx';
import {
  type InventoryChatAction,
  type InventoryChatMessage,
  useInventoryChat,
} from './use-inventory-chat.ts';

/** Example chips of enterprise-shell §2 (MB51); a chip fills the input. */
export const INVENTORY_EXAMPLES: readonly UiKey[] = [
  'inv.chat.example1',
  'inv.chat.example2',
  'inv.chat.example3',
  'inv.chat.example4',
];

interface ChatEntryProps {
  message: InventoryChatMessage;
  onAsk: (text: string) => void;
  onAct: (action: InventoryChatAction) => void;
}

function ChatEntry({ message, onAsk, onAct }: ChatEntryProps) {
  const t = useT();
  return (
    <li className={`inventory-chat__message inventory-chat__message--${message.role}`}>
      {message.role === 'assistant' ? <ChatMarkdown text={message.content} /> : <p>{message.content}</p>}
      {message.visualization && <InventoryChatTable table={message.visualization} />}
      {message.suggested_actions && message.suggested_actions.length > 0 && (
        <fieldset className="inventory-chat__actions" aria-label={t('inv.chat.suggested')}>
          {message.suggested_actions.map((action) => (
            <button key={action.label} type="button" className="button" onClick={() => onAsk(action.prompt)}>
              {action.label}
            </button>
          ))}
        </fieldset>
      )}
      {message.actions && message.actions.length > 0 && (
        <fieldset className="inventory-chat__actions" aria-label={t('inv.chat.proposal')}>
          {message.actions.map((action) => (
            <button
              key={action.action}
              type="button"
              className={`button${action.action === 'transfer_stock' ? ' button--primary' : ''}`}
              onClick={() => onAct(action)}
            >
              {action.label}
            </button>
          ))}
        </fieldset>
      )}
    </li>
  );
}

/** MB51's AI Assistant tab: stock questions answered from the inventory (enterprise-shell §2). */
export function InventoryAssistantTab({ onCommandSucceeded }: { onCommandSucceeded?: () => void } = {}) {
  const { messages, isLoading, ask, act } = useInventoryChat(onCommandSucceeded);
  const [typed, setTyped] = useState('');
  const t = useT();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (messages.length > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() === '' || isLoading) return;
    void ask(typed);
    setTyped('');
  }

  return (
    <section className="inventory-chat" aria-label={t('inv.chat')}>
      <ol className="inventory-chat__history" aria-label={t('inv.chat.history')} aria-live="polite">
        {messages.length === 0 && <li className="inventory-chat__hint muted">{t('inv.chat.hint')}</li>}
        {messages.map((message) => (
          <ChatEntry
            key={message.id}
            message={message}
            onAsk={(text) => void ask(text)}
            onAct={(action) => void act(message.id, action)}
          />
        ))}
        {isLoading && (
          <li className="inventory-chat__message muted" role="status">
            {t('inv.chat.processing')}
          </li>
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
      <fieldset className="inventory-chat__examples" aria-label={t('inv.chat.examples')}>
        {INVENTORY_EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            className="inventory-chat__chip"
            onClick={() => setTyped(t(example))}
          >
            {t(example)}
          </button>
        ))}
      </fieldset>
      <form className="inventory-chat__form" onSubmit={submit}>
        <input
          aria-label={t('inv.chat.question')}
          placeholder={t('inv.chat.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={typed.trim() === '' || isLoading}>
          {t('inv.chat.send')}
        </button>
      </form>
    </section>
  );
}
