import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/t.ts';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import type { ChatMessage, MessageAction } from './chat-message.ts';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  isPending: boolean;
  isReasoningVisible: boolean;
  onAction: (action: MessageAction) => void;
}

/** The conversation, newest at the bottom, with the Processing indicator while a request is pending. */
export function ChatMessageList({ messages, isPending, isReasoningVisible, onAction }: ChatMessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length > 0 || isPending) end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, isPending]);
  const t = useT();

  return (
    <div className="assistant__messages">
      <ol aria-label={t('as.conversation')} aria-live="polite">
        {messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            isReasoningVisible={isReasoningVisible}
            onAction={onAction}
          />
        ))}
      </ol>
      {isPending && (
        <p className="assistant__processing" role="status">
          <span className="assistant__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('as.processing')}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
