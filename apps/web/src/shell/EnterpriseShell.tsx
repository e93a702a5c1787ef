import { useState } from 'react';
import { storedProfile } from '../api/browser-identity.ts';
import { ScreenView } from '../screens/ScreenView.tsx';
import { SCREENS, type ScreenKey } from '../screens/screen-catalog.ts';
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
  const [user] = useState(() => userLabel(storedProfile()));

  return (
    <div className="face face--shell">
      <TopBar userLabel={user} onOpenScreen={setScreen} />
      <ShellToolbar />
      <div className="shell__body">
        <MenuTree activeScreen={screen} onOpenScreen={setScreen} />
        <main className="shell__content">
          {screen === null ? (
            <WelcomePage />
          ) : (
            <>
              <div className="shell__screen-title">
                <h1>{SCREENS[screen].title}</h1>
                <span className="shell__screen-code">{SCREENS[screen].transactionCodes[0]}</span>
              </div>
              <div className="shell__screen">
                <ScreenView key={screen} screen={screen} />
              </div>
            </>
          )}
        </main>
      </div>
      <StatusBar userLabel={user} />
    </div>
  );
}
