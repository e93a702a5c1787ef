import type { TextReply } from '@takt/contract';
import type { ChatMessage } from './chat-message.ts';

/** Small factories for the assistant tests: only the fields a test states differ from these. */
export function makeTextReply(overrides: Partial<TextReply> = {}): TextReply {
  return {
    type: 'text',
    text: 'RM-778: 20.8 KG on hand.',
    tool: { name: 'inventory_query', description: 'Stock by location', reasoning: 'Asked for stock.' },
    intent: 'inventory.query',
    confidence: 0.9,
    needs_clarification: false,
    suggested_actions: [],
    reasoning_trace: [{ type: 'tool', content: 'Tool to run: the inventory query.' }],
    ...overrides,
  };
}

export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'message-test',
    role: 'assistant',
    content: '**Production status**',
    timestamp: new Date('2026-11-23T08:00:00Z'),
    ...overrides,
  };
}
