import { useState } from 'react';
import { askBomAssistant, type BomChatContext, failureText } from '../../api/bom-api.ts';
import { t } from '../../i18n/t.ts';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  /** How the assistant read the question, step by step. */
  reasoning?: string[];
  isError?: boolean;
}

/** The AI chat: questions and answers, the spec's texts on failure (planning-workspaces §8). */
export function useBomChat(contextOf: () => BomChatContext) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isAsking, setIsAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask(query: string) {
    const question = query.trim();
    if (!question) return;
    setMessages((current) => [...current, { role: 'user', content: question }]);
    setIsAsking(true);
    setError(null);
    try {
      const answer = await askBomAssistant(question, contextOf());
      setMessages((current) => [
        ...current,
        { role: 'assistant', content: answer.explanation, reasoning: answer.reasoning },
      ]);
    } catch (failure) {
      setError(failureText(failure, t('bom.chat.failed')));
      setMessages((current) => [
        ...current,
        { role: 'assistant', content: t('bom.chat.error'), isError: true },
      ]);
    } finally {
      setIsAsking(false);
    }
  }

  return { messages, isAsking, error, ask, dismissError: () => setError(null) };
}
