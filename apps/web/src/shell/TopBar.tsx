import { useEffect, useRef, useState } from 'react';
import { switchFace } from '../face.ts';
import { useT } from '../i18n/t.ts';
import type { ScreenKey } from '../screens/screen-catalog.ts';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { TransactionCodeBox } from './TransactionCodeBox.tsx';

/** The inert user dropdown: its entries are shown but do nothing (enterprise-shell §2). */
function UserMenu({ label }: { label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const t = useT();

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsideClick(event: MouseEvent) {
      if (!container.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [isOpen]);

  return (
    <div className="user-menu" ref={container}>
      <button
        type="button"
        className="topbar__menu"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      >
        {label} ▾
      </button>
      {isOpen && (
        <div className="user-menu__list" role="menu" aria-label={t('shell.user')}>
          {(['shell.user.profile', 'shell.user.settings', 'shell.user.logOff'] as const).map((entry) => (
            <button key={entry} type="button" role="menuitem" onClick={() => setIsOpen(false)}>
              {t(entry)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export function TopBar({
  userLabel,
  onOpenScreen,
}: {
  userLabel: string;
  onOpenScreen: (s: ScreenKey, transactionCode: string) => void;
}) {
  const t = useT();
  return (
    <header className="topbar">
      <span className="topbar__brand">Takt</span>
      <nav className="topbar__menus" aria-label={t('shell.menuBar')}>
        <button type="button" className="topbar__menu">
          {t('shell.menu.system')}
        </button>
        <button type="button" className="topbar__menu">
          {t('shell.menu.help')}
        </button>
      </nav>
      <TransactionCodeBox onOpenScreen={onOpenScreen} />
      <div className="topbar__right">
        <button type="button" className="topbar__link" onClick={() => switchFace('workspace')}>
          {t('shell.backToModern')}
        </button>
        <LanguageSwitch className="topbar__language" />
        <UserMenu label={userLabel} />
      </div>
    </header>
  );
}
