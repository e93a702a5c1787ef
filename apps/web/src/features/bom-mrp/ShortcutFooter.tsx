import { useT } from '../../i18n/t.ts';

/** The shortcuts the page lists; they are only displayed (planning-workspaces §2). */
export function ShortcutFooter() {
  const t = useT();
  return (
    <footer className="shortcut-footer">
      <span>
        <kbd>Ctrl+S</kbd> {t('bom.shortcut.save')}
      </span>
      <span>
        <kbd>Ctrl+E</kbd> {t('bom.shortcut.explode')}
      </span>
      <span>
        <kbd>Ctrl+M</kbd> {t('bom.shortcut.runMrp')}
      </span>
    </footer>
  );
}
