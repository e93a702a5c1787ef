import { type FormEvent, useRef, useState } from 'react';
import type { FinancialChatResponse } from '../../api/financial-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';
import { ChatMarkdown } from '../assistant/ChatMarkdown.tsx';
import { useFinancialChat } from './use-financial-chat.ts';

/** The quick-help buttons and the text each prefills, in the stored language (the chat reads both). */
const QUICK_HELP: ReadonlyArray<{ label: UiKey; prompt: UiKey }> = [
  { label: 'fi.help.newInvoice', prompt: 'fi.help.newInvoice.prompt' },
  { label: 'fi.help.recordPayment', prompt: 'fi.help.recordPayment.prompt' },
  { label: 'fi.help.summary', prompt: 'fi.help.summary.prompt' },
  { label: 'fi.help.forecast', prompt: 'fi.help.forecast.prompt' },
];

/**
 * F.01's AI assistant box: questions answered from the ledger; the quick-help buttons (New Invoice,
 * Record Payment, Summary, Forecast) only prefill the input (enterprise-shell §2).
 */
export function FinancialAssistant({ onAnswered }: { onAnswered?: (answer: FinancialChatResponse) => void }) {
  const t = useT();
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
        {t('fi.chat.title')}
      </h2>
      <ol className="financial-chat__history" aria-label={t('fi.chat.history')} aria-live="polite">
        {messages.length === 0 && <li className="muted">{t('fi.chat.hint')}</li>}
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
            {t('fi.chat.processing')}
          </li>
        )}
      </ol>
      <fieldset className="financial-chat__help" aria-label={t('fi.chat.quickHelp')}>
        {QUICK_HELP.map((help) => (
          <button key={help.label} type="button" className="button" onClick={() => prefill(t(help.prompt))}>
            {t(help.label)}
          </button>
        ))}
      </fieldset>
      <form className="financial-chat__form" onSubmit={submit}>
        <input
          ref={input}
          aria-label={t('fi.chat.input')}
          placeholder={t('fi.chat.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={typed.trim() === '' || isLoading}>
          {t('fi.chat.send')}
        </button>
      </form>
    </section>
  );
}
