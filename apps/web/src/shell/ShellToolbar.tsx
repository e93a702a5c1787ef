import { useT } from '../i18n/t.ts';
import { ToolbarIcon } from './ToolbarIcon.tsx';

/** The standard toolbar's button groups; every button is inert (enterprise-shell §2). */
const TOOLBAR_GROUPS = [
  ['Save', 'Back', 'Exit', 'Cancel'],
  ['Print', 'Find'],
  ['First page', 'Previous page', 'Next page', 'Last page'],
  ['Create session', 'Help'],
] as const;

export function ShellToolbar() {
  const t = useT();
  return (
    <div className="toolbar" role="toolbar" aria-label={t('shell.toolbar')}>
      {TOOLBAR_GROUPS.map((group) => (
        <div key={group[0]} className="toolbar__group">
          {group.map((name) => (
            <button
              key={name}
              type="button"
              className="toolbar__button"
              aria-label={t(`shell.toolbar.${name}`)}
              title={t(`shell.toolbar.${name}`)}
            >
              <ToolbarIcon name={name} />
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
