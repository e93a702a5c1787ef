import type { LineBalancingResult } from '@takt/contract';
import { type ReactNode, useMemo, useRef } from 'react';
import { AssistantPanel, type AssistantPanelHandle } from './AssistantPanel.tsx';
import { AssistantContext } from './assistant-context.ts';

interface AssistantHostProps {
  /** The classes of the face's root element, inside which the panel is drawn with the face's look. */
  className: string;
  /** The tab the user is on (default dashboard). */
  currentTab?: string;
  onLineBalancingDetails?: (details: LineBalancingResult) => void;
  children: ReactNode;
}

/** A face's root element with the chat panel mounted in it; the screens inside get the panel's handle. */
export function AssistantHost({
  className,
  currentTab,
  onLineBalancingDetails,
  children,
}: AssistantHostProps) {
  const panel = useRef<AssistantPanelHandle>(null);
  const handle = useMemo<AssistantPanelHandle>(
    () => ({ runQuery: (query) => panel.current?.runQuery(query) }),
    [],
  );
  return (
    <AssistantContext value={handle}>
      <div className={className}>
        {children}
        <AssistantPanel ref={panel} currentTab={currentTab} onLineBalancingDetails={onLineBalancingDetails} />
      </div>
    </AssistantContext>
  );
}
