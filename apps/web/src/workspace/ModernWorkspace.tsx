import { useState } from 'react';
import { AssistantHost } from '../features/assistant/AssistantHost.tsx';
import { useLineBalancingInbox } from '../features/line-balancing/use-line-balancing-inbox.ts';
import { useT } from '../i18n/t.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { SCREENS, type ScreenKey } from '../screens/screen-catalog.ts';
import { type ScreenLink, ScreenLinkContext } from '../ui/screen-links.ts';
import { WorkspaceNav } from './WorkspaceNav.tsx';
import './workspace.css';

/** The modern face: a left navigation and one screen at a time, starting on the dashboard. */
export function ModernWorkspace() {
  const [screen, setScreen] = useState<ScreenKey>('dashboard');
  // A dashboard card opens a screen on a chosen list; the navigation opens it plain.
  const [link, setLink] = useState<ScreenLink | null>(null);
  const openScreen = (next: ScreenKey) => {
    setScreen(next);
    setLink(null);
  };
  const openLink = (next: ScreenLink) => {
    setScreen(next.screen);
    setLink(next);
  };
  const info = SCREENS[screen];
  // The panel hands line-balancing results here; PP02 shows the latest (assistant-and-gantt §4).
  const lineBalancing = useLineBalancingInbox();
  const t = useT();

  return (
    <AssistantHost
      className="face face--workspace"
      currentTab={screen}
      onLineBalancingDetails={lineBalancing.deliver}
    >
      <WorkspaceNav activeScreen={screen} onOpenScreen={openScreen} />
      <main className="ws-main">
        <header className="ws-header">
          <h1>{t(`screen.${screen}`)}</h1>
          {info.transactionCodes.length > 0 && (
            <span className="ws-header__codes">{info.transactionCodes.join(' · ')}</span>
          )}
        </header>
        <div className="ws-content">
          <ScreenLinkContext value={openLink}>
            <ScreenView
              key={`${screen}:${link?.orderFilter ?? ''}`}
              screen={screen}
              face="workspace"
              link={link}
              lineBalancing={lineBalancing.delivery}
            />
          </ScreenLinkContext>
        </div>
      </main>
    </AssistantHost>
  );
}
