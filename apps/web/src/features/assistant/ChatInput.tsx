import type { FormEvent, RefObject } from 'react';
import { useT } from '../../i18n/t.ts';

interface ChatInputProps {
  value: string;
  isPending: boolean;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The message input and send button; Enter sends; the button is disabled when empty or pending. */
export function ChatInput({ value, isPending, onChange, onSend, inputRef }: ChatInputProps) {
  const t = useT();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSend(value);
  }

  return (
    <form className="assistant__input" onSubmit={submit}>
      <input
        ref={inputRef}
        type="text"
        aria-label={t('as.input.label')}
        placeholder={t('as.input.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="submit"
        className="assistant__send"
        aria-label={t('as.input.send')}
        disabled={value.trim() === '' || isPending}
      >
        <span aria-hidden="true">➤</span>
      </button>
    </form>
  );
}
