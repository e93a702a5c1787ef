import { type FormEvent, useRef, useState } from 'react';
import type { FinancialChatResponse } from '../../api/financial-api.ts';
import { ChatMarkdown } from '../assistant/ChatMarkdown.tsx';
import { FINANCIAL_LABELS } from './labels.ts';
import { useFinancialChat } from './use-financial-chat.ts';

const L = FINANCIAL_LABELS.assistant;

/**
 * F.01's AI assistant box: questions answered from the ledger; the quick-help buttons (New Invoice,
 * Record Payment, Summary, Forecast) only prefill the input (enterprise-shell §2).
 */
export function FinancialAssistant({ onAnswered }: { onAnswered?: (answer: FinancialChatResponse) => void }) {
  const { messages, isLoading, ask } = useFinancialChat(onAnswered);
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() === '' || isLoading) return;
    void ask(typed);
    setTyped('');
  }

  function prefill(prompt: string) {
    setTyped(prompt);
    input.current?.focus();
  }

  return (
    <section className="panel financial-chat" aria-labelledby="financial-chat-title">
      <h2 id="financial-chat-title" className="panel__title">
        {L.title}
      </h2>
      <ol className="financial-chat__history" aria-label={L.history} aria-live="polite">
        {messages.length === 0 && <li className="muted">{L.hint}</li>}
        {messages.map((message) => (
          <li key={message.id} className={`financial-chat__message financial-chat__message--${message.role}`}>
            {message.role === 'assistant' ? (
              <ChatMarkdown text={message.content} />
            ) : (
              <p>{message.content}</p>
            )}
          </li>
        ))}
        {isLoading && (
          <li className="financial-chat__message muted" role="status">
            {L.processing}
          </li>
        )}
      </ol>
      <fieldset className="financial-chat__help" aria-label={L.quickHelp}>
        {FINANCIAL_LABELS.quickHelp.map((help) => (
          <button key={help.label} type="button" className="button" onClick={() => prefill(help.prompt)}>
            {help.label}
          </button>
        ))}
      </fieldset>
      <form className="financial-chat__form" onSubmit={submit}>
        <input
          ref={input}
          aria-label={L.input}
          placeholder={L.placeholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={typed.trim() === '' || isLoading}>
          {L.send}
        </button>
      </form>
    </section>
  );
}
