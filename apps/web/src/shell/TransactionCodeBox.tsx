import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../i18n/t.ts';
import type { ScreenKey } from '../screens/screen-catalog.ts';
import {
  executeTransactionCode,
  normalizeTransactionInput,
  TRANSACTION_CODE_MAX_LENGTH,
  TRANSACTION_MESSAGE_MS,
} from './transaction-codes.ts';

interface TransactionMessage {
  text: string;
  isError: boolean;
  /** Makes a repeated identical message restart its 3-second timer. */
  id: number;
}

/** The command field of the top bar: Enter runs the typed transaction code. */
export function TransactionCodeBox({
  onOpenScreen,
}: {
  onOpenScreen: (screen: ScreenKey, transactionCode: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<TransactionMessage | null>(null);
  const t = useT();

  // The 3 s count from the frame that shows the message: opening a screen in the same render can hold
  // the first paint for a while, and a timer started before it cut the message short on a busy machine.
  useEffect(() => {
    if (!message) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMessage(null), TRANSACTION_MESSAGE_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [message]);

  function runCode(event: FormEvent) {
    event.preventDefault();
    const outcome = executeTransactionCode(typed);
    if (outcome.kind === 'ignored') return;
    const text = t(outcome.kind === 'executed' ? 'shell.tx.executed' : 'shell.tx.notFound', {
      code: outcome.code,
    });
    setMessage({ text, isError: outcome.kind === 'not-found', id: Date.now() });
    if (outcome.kind === 'executed') {
      setTyped('');
      if (outcome.screen) onOpenScreen(outcome.screen, outcome.code);
    }
  }

  return (
    <form className="tx-box" onSubmit={runCode} aria-label={t('shell.tx')}>
      <input
        className="tx-box__input"
        aria-label={t('shell.tx')}
        placeholder={t('shell.tx')}
        value={typed}
        maxLength={TRANSACTION_CODE_MAX_LENGTH}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setTyped(normalizeTransactionInput(event.target.value))}
      />
      <button type="submit" className="tx-box__run" aria-label={t('shell.tx.run')} title={t('shell.tx.key')}>
        ✓
      </button>
      <output className={message?.isError ? 'tx-message tx-message--error' : 'tx-message'} aria-live="polite">
        {message?.text}
      </output>
    </form>
  );
}
