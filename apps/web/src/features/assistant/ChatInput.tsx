import type { FormEvent, RefObject } from 'react';
import { messagesFor } from '../../i18n/messages.ts';

interface ChatInputProps {
  value: string;
  isPending: boolean;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The message input and send button; Enter sends; the button is disabled when empty or pending. */
export function ChatInput({ value, isPending, onChange, onSend, inputRef }: ChatInputProps) {
  const words = messagesFor().assistant.input;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSend(value);
  }

  return (
    <form className="assistant__input" onSubmit={submit}>
      <input
        ref={inputRef}
        type="text"
        aria-label={words.label}
        placeholder={words.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="submit"
        className="assistant__send"
        aria-label={words.send}
        disabled={value.trim() === '' || isPending}
      >
        <span aria-hidden="true">➤</span>
      </button>
    </form>
  );
}
