import { createContext, useContext } from 'react';
import type { AssistantPanelHandle } from './AssistantPanel.tsx';

/** The panel's handle for the screens under it; null where no panel is mounted. */
export const AssistantContext = createContext<AssistantPanelHandle | null>(null);

/** The chat panel's handle, so a screen can run a query in it (assistant-and-gantt §2). */
export function useAssistant(): AssistantPanelHandle | null {
  return useContext(AssistantContext);
}
