import { useState } from 'react';
import { storedProfile } from '../api/browser-identity.ts';
import { AssistantHost } from '../features/assistant/AssistantHost.tsx';
import { useLineBalancingInbox } from '../features/line-balancing/use-line-balancing-inbox.ts';
import { useT } from '../i18n/t.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { SCREENS, type ScreenKey } from '../screens/screen-catalog.ts';
import { type ScreenLink, ScreenLinkContext } from '../ui/screen-links.ts';
import { MenuTree } from './MenuTree.tsx';
import { ShellToolbar } from './ShellToolbar.tsx';
import { StatusBar } from './StatusBar.tsx';
import { userLabel } from './status-bar.ts';
import { TopBar } from './TopBar.tsx';
import { WelcomePage } from './WelcomePage.tsx';
import './shell.css';

/** The enterprise-style face: one screen, chosen from the menu tree or by a transaction code. */
export function EnterpriseShell() {
  const [screen, setScreen] = useState<ScreenKey | null>(null);
  // CS01, CS02 and CS03 open the same screen in different modes, so the code travels with it.
  const [transactionCode, setTransactionCode] = useState<string | null>(null);
  const [profile] = useState(storedProfile);

  // A dashboard card opens a screen on a chosen list; the menu and the codes open it plain.
  const [link, setLink] = useState<ScreenLink | null>(null);
  // The panel hands line-balancing results here; PP02 shows the latest (assistant-and-gantt §4).
  const lineBalancing = useLineBalancingInbox();
  const t = useT();
  const user = userLabel(profile, t('shell.user'));

  function openScreen(next: ScreenKey, code: string) {
    setScreen(next);
    setTransactionCode(code);
    setLink(null);
  }

  function openLink(next: ScreenLink) {
    setScreen(next.screen);
    setTransactionCode(SCREENS[next.screen].transactionCodes[0] ?? null);
    setLink(next);
  }

  return (
    <AssistantHost
      className="face face--shell"
      currentTab={screen ?? 'dashboard'}
      onLineBalancingDetails={lineBalancing.deliver}
    >
      <TopBar userLabel={user} onOpenScreen={openScreen} />
      <ShellToolbar />
      <div className="shell__body">
        <MenuTree activeScreen={screen} onOpenScreen={openScreen} />
        <main className="shell__content">
          {screen === null ? (
            <WelcomePage />
          ) : (
            <>
              <div className="shell__screen-title">
                <h1>{t(`screen.${screen}`)}</h1>
                <span className="shell__screen-code">
                  {transactionCode ?? SCREENS[screen].transactionCodes[0]}
                </span>
              </div>
              <div className="shell__screen">
                <ScreenLinkContext value={openLink}>
                  <ScreenView
                    key={`${screen}:${transactionCode}:${link?.orderFilter ?? ''}`}
                    screen={screen}
                    transactionCode={transactionCode}
                    link={link}
                    lineBalancing={lineBalancing.delivery}
                  />
                </ScreenLinkContext>
              </div>
            </>
          )}
        </main>
      </div>
      <StatusBar userLabel={user} />
    </AssistantHost>
  );
}
