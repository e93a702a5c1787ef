import type { LineBalancingResult } from '@takt/contract';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { AssistantHeader } from './AssistantHeader.tsx';
import { AssistantLauncher } from './AssistantLauncher.tsx';
import { ChatInput } from './ChatInput.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ReasoningModeBar } from './ReasoningModeBar.tsx';
import { SuggestionsStrip } from './SuggestionsStrip.tsx';
import { useAssistantChat } from './use-assistant-chat.ts';
import './assistant.css';
import './chat-messages.css';

/** A minimised panel asked to run a query pulses this long (assistant-and-gantt §9). */
export const PULSE_MS = 1_000;

/** What other screens may do with the panel: run a query in it (assistant-and-gantt §2). */
export interface AssistantPanelHandle {
  runQuery: (query: string) => void;
}

export type PanelState = 'closed' | 'expanded' | 'minimised';

export interface AssistantPanelProps {
  /** The tab the user is on (default dashboard). */
  currentTab?: string;
  /** Receives the line-balancing results a reply carries. */
  onLineBalancingDetails?: (details: LineBalancingResult) => void;
  ref?: Ref<AssistantPanelHandle>;
}

/**
 * The floating chat assistant (assistant-and-gantt §2): a round button at the bottom right opens
 * a full-height panel on the right, which can be minimised to its header or closed.
 */
export function AssistantPanel({
  currentTab = 'dashboard',
  onLineBalancingDetails,
  ref,
}: AssistantPanelProps) {
  const chat = useAssistantChat({ onLineBalancingDetails });
  const [panel, setPanel] = useState<PanelState>('closed');
  const [isPulsing, setIsPulsing] = useState(false);
  const [isReasoningVisible, setIsReasoningVisible] = useState(true);
  const panelRef = useRef(panel);
  panelRef.current = panel;
  const input = useRef<HTMLInputElement>(null);
  const { sendAfterDelay } = chat;

  useEffect(() => {
    if (!isPulsing) return;
    const timer = setTimeout(() => setIsPulsing(false), PULSE_MS);
    return () => clearTimeout(timer);
  }, [isPulsing]);

  useEffect(() => {
    if (panel === 'expanded') input.current?.focus();
  }, [panel]);

  const runQuery = useCallback(
    (query: string) => {
      if (panelRef.current === 'minimised') setIsPulsing(true);
      setPanel('expanded');
      sendAfterDelay(query);
    },
    [sendAfterDelay],
  );
  useImperativeHandle(ref, () => ({ runQuery }), [runQuery]);

  if (panel === 'closed') return <AssistantLauncher onOpen={() => setPanel('expanded')} />;

  const isMinimised = panel === 'minimised';
  return (
    <>
      {!isMinimised && (
        // Clicking the dim backdrop closes the panel; the close button and Escape do the same for keyboards.
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only shortcut beside the close button
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above
        <div
          className="assistant-backdrop"
          data-testid="assistant-backdrop"
          onClick={() => setPanel('closed')}
        />
      )}
      <aside
        className={`assistant assistant--${panel}${isPulsing ? ' assistant--pulsing' : ''}`}
        aria-labelledby="assistant-title"
        data-current-tab={currentTab}
        data-pulsing={isPulsing}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setPanel('closed');
        }}
      >
        <AssistantHeader
          mood={chat.mood}
          isMinimised={isMinimised}
          isReasoningVisible={isReasoningVisible}
          onToggleReasoning={() => setIsReasoningVisible((visible) => !visible)}
          onToggleMinimised={() => setPanel(isMinimised ? 'expanded' : 'minimised')}
          onClose={() => setPanel('closed')}
        />
        {!isMinimised && (
          <>
            <ReasoningModeBar isVisible={isReasoningVisible} onChange={setIsReasoningVisible} />
            <ChatMessageList
              messages={chat.messages}
              isPending={chat.isPending}
              isReasoningVisible={isReasoningVisible}
              onAction={chat.runAction}
            />
            <SuggestionsStrip
              onPick={(prompt) => {
                chat.setInput(prompt);
                input.current?.focus();
              }}
            />
            <ChatInput
              inputRef={input}
              value={chat.input}
              isPending={chat.isPending}
              onChange={chat.setInput}
              onSend={chat.send}
            />
          </>
        )}
      </aside>
    </>
  );
}
