import { useState } from 'react';
import { AssistantHost } from '../features/assistant/AssistantHost.tsx';
import { ScreenView } from '../screens/ScreenView.tsx';
import { SCREENS, type ScreenKey } from '../screens/screen-catalog.ts';
import { WorkspaceNav } from './WorkspaceNav.tsx';
import './workspace.css';

/** The modern face: a left navigation and one screen at a time, starting on the dashboard. */
export function ModernWorkspace() {
  const [screen, setScreen] = useState<ScreenKey>('dashboard');
  const info = SCREENS[screen];

  return (
    <AssistantHost className="face face--workspace" currentTab={screen}>
      <WorkspaceNav activeScreen={screen} onOpenScreen={setScreen} />
      <main className="ws-main">
        <header className="ws-header">
          <h1>{info.title}</h1>
          {info.transactionCodes.length > 0 && (
            <span className="ws-header__codes">{info.transactionCodes.join(' · ')}</span>
          )}
        </header>
        <div className="ws-content">
          <ScreenView key={screen} screen={screen} face="workspace" />
        </div>
      </main>
    </AssistantHost>
  );
}
