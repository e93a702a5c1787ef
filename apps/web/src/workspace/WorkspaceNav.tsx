import { switchFace } from '../face.ts';
import type { ScreenKey } from '../screens/screen-catalog.ts';
import { NAVIGATION } from './navigation.ts';

interface WorkspaceNavProps {
  activeScreen: ScreenKey;
  onOpenScreen: (screen: ScreenKey) => void;
}

export function WorkspaceNav({ activeScreen, onOpenScreen }: WorkspaceNavProps) {
  return (
    <aside className="ws-sidebar">
      <div className="ws-brand">
        <span className="ws-brand__mark" aria-hidden="true">
          T
        </span>
        <span className="ws-brand__name">Takt</span>
        <span className="ws-brand__plant">Plant 1000</span>
      </div>
      <nav aria-label="Workspace">
        <ul className="ws-nav">
          {NAVIGATION.map((entry) => (
            <li key={entry.screen}>
              <button
                type="button"
                className="ws-nav__item"
                aria-current={entry.screen === activeScreen ? 'page' : undefined}
                onClick={() => onOpenScreen(entry.screen)}
              >
                <span className="ws-nav__icon" aria-hidden="true">
                  {entry.icon}
                </span>
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="ws-face-switch" onClick={() => switchFace('shell')}>
        Switch to enterprise shell
      </button>
    </aside>
  );
}
