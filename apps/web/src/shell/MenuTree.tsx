import { useState } from 'react';
import { useT } from '../i18n/t.ts';
import type { ScreenKey } from '../screens/screen-catalog.ts';
import { initiallyExpandedFolders, MENU_TREE, toggleFolder } from './menu-tree.ts';

interface MenuTreeProps {
  activeScreen: ScreenKey | null;
  onOpenScreen: (screen: ScreenKey, transactionCode: string) => void;
}

/** The menu tree: folders toggle, leaves open their screen (enterprise-shell §2). */
export function MenuTree({ activeScreen, onOpenScreen }: MenuTreeProps) {
  const [expanded, setExpanded] = useState(initiallyExpandedFolders);
  const t = useT();

  return (
    <nav className="menu-tree" aria-label={t('shell.tree')}>
      <div className="menu-tree__title">{t('shell.tree.title')}</div>
      <ul className="menu-tree__folders">
        {MENU_TREE.map((folder) => {
          const isExpanded = expanded.has(folder.id);
          return (
            <li key={folder.id}>
              <button
                type="button"
                className="menu-tree__folder"
                aria-expanded={isExpanded}
                onClick={() => setExpanded((current) => toggleFolder(current, folder.id))}
              >
                <span className="menu-tree__twisty" aria-hidden="true">
                  {isExpanded ? '▾' : '▸'}
                </span>
                <span className="menu-tree__folder-icon" aria-hidden="true" />
                {t(`shell.folder.${folder.id}`)}
              </button>
              {isExpanded && (
                <ul className="menu-tree__leaves">
                  {folder.leaves.map((leaf) => (
                    <li key={leaf.code}>
                      <button
                        type="button"
                        className="menu-tree__leaf"
                        aria-current={
                          leaf.screen !== null && leaf.screen === activeScreen ? 'page' : undefined
                        }
                        onClick={() => leaf.screen && onOpenScreen(leaf.screen, leaf.code)}
                      >
                        <span className="menu-tree__code">{leaf.code}</span> {t(`shell.leaf.${leaf.code}`)}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
