import { useCallback, useRef, useState } from 'react';
import { askFinancialAssistant, type FinancialChatResponse } from '../../api/financial-api.ts';
import { t } from '../../i18n/t.ts';

export interface FinancialChatMessage {
  id: number;
  role: 'user' | 'assistant' | 'error';
  content: string;
}

/**
 * The F.01 conversation: blank messages are ignored and one question runs at a time (enterprise-shell
 * §5); a failure says the spec's 'Financial features are temporarily unavailable.' (§8).
 */
export function useFinancialChat(onAnswered?: (answer: FinancialChatResponse) => void) {
  const [messages, setMessages] = useState<FinancialChatMessage[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const loading = useRef(false);
  const nextId = useRef(0);

  const append = useCallback((message: Omit<FinancialChatMessage, 'id'>) => {
    nextId.current += 1;
    const id = nextId.current;
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

  const ask = useCallback(
    async (text: string) => {
      if (text.trim() === '' || loading.current) return;
      loading.current = true;
      setIsLoading(true);
      append({ role: 'user', content: text });
      try {
        const answer = await askFinancialAssistant(text.trim());
        append({ role: 'assistant', content: answer.reply });
        onAnswered?.(answer);
      } catch {
        append({ role: 'error', content: t('fi.chat.failed') });
      } finally {
        loading.current = false;
        setIsLoading(false);
      }
    },
    [append, onAnswered],
  );

  return { messages, isLoading, ask };
}
