import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/t.ts';
import type { ChatMessage } from './use-bom-chat.ts';

interface AiChatPanelProps {
  messages: readonly ChatMessage[];
  isAsking: boolean;
  onAsk: (query: string) => void;
  onClose: () => void;
}

/** The AI Chat side panel, 384 px wide (planning-workspaces §9). */
export function AiChatPanel({ messages, isAsking, onAsk, onClose }: AiChatPanelProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (messages.length > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim() || isAsking) return;
    onAsk(typed);
    setTyped('');
  }

  return (
    <aside className="ai-chat" aria-labelledby="ai-chat-title">
      <header className="ai-chat__head">
        <h2 id="ai-chat-title">{t('bom.chat.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('bom.chat.close')} onClick={onClose}>
          ✕
        </button>
      </header>
      <ol className="ai-chat__messages" aria-label={t('bom.chat.messages')} aria-live="polite">
        {messages.length === 0 && <li className="muted ai-chat__hint">{t('bom.chat.hint')}</li>}
        {messages.map((message, index) => (
          <li
            // Messages are appended and never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={`chat-message chat-message--${message.role}${message.isError ? ' chat-message--error' : ''}`}
          >
            <p>{message.content}</p>
            {message.reasoning && message.reasoning.length > 0 && (
              <details>
                <summary>{t('bom.chat.reasoning')}</summary>
                <ul>
                  {message.reasoning.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
        {isAsking && (
          <li className="chat-message chat-message--assistant muted" role="status">
            {t('bom.chat.thinking')}
          </li>
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form className="ai-chat__form" onSubmit={send}>
        <input
          aria-label={t('bom.chat.ask')}
          placeholder={t('bom.chat.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!typed.trim() || isAsking}>
          {t('bom.chat.send')}
        </button>
      </form>
    </aside>
  );
}
