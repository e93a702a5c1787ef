import { switchFace } from '../face.ts';
import { useT } from '../i18n/t.ts';
import type { ScreenKey } from '../screens/screen-catalog.ts';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { NAVIGATION } from './navigation.ts';

interface WorkspaceNavProps {
  activeScreen: ScreenKey;
  onOpenScreen: (screen: ScreenKey) => void;
}

export function WorkspaceNav({ activeScreen, onOpenScreen }: WorkspaceNavProps) {
  const t = useT();
  return (
    <aside className="ws-sidebar">
      <div className="ws-brand">
        <span className="ws-brand__mark" aria-hidden="true">
          T
        </span>
        <span className="ws-brand__name">Takt</span>
        <span className="ws-brand__plant">{t('ws.plant', { plant: '1000' })}</span>
      </div>
      <nav aria-label={t('ws.nav')}>
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
                {t(`ws.nav.${entry.screen}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch className="ws-language" />
      <button type="button" className="ws-face-switch" onClick={() => switchFace('shell')}>
        {t('ws.switchToShell')}
      </button>
    </aside>
  );
}
