import { type UiKey, useT } from '../../i18n/t.ts';
import type { ExplorerView } from './explorer-tree.ts';

const VIEWS: ReadonlyArray<{ view: ExplorerView; label: UiKey }> = [
  { view: 'tree', label: 'bom.explorer.view.tree' },
  { view: 'indented', label: 'bom.explorer.view.indented' },
  { view: 'summarized', label: 'bom.explorer.view.summarized' },
];

interface ExplorerToolbarProps {
  view: ExplorerView;
  searchText: string;
  matchCount: number;
  onView: (view: ExplorerView) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onSearch: (text: string) => void;
}

/** View mode, Expand All / Collapse All and the component search with Clear. */
export function ExplorerToolbar(props: ExplorerToolbarProps) {
  const t = useT();
  const { view, searchText, matchCount } = props;
  return (
    <div className="explorer-toolbar">
      <fieldset className="segmented" aria-label={t('bom.explorer.views')}>
        {VIEWS.map((option) => (
          <button
            key={option.view}
            type="button"
            className="segmented__option"
            aria-pressed={view === option.view}
            onClick={() => props.onView(option.view)}
          >
            {t(option.label)}
          </button>
        ))}
      </fieldset>
      <button type="button" className="button" onClick={props.onExpandAll} disabled={view !== 'tree'}>
        {t('bom.explorer.expandAll')}
      </button>
      <button type="button" className="button" onClick={props.onCollapseAll} disabled={view !== 'tree'}>
        {t('bom.explorer.collapseAll')}
      </button>
      <div className="explorer-search">
        <input
          type="search"
          aria-label={t('bom.explorer.search')}
          placeholder={t('bom.explorer.search')}
          value={searchText}
          onChange={(event) => props.onSearch(event.target.value)}
        />
        <button type="button" className="button" onClick={() => props.onSearch('')} disabled={!searchText}>
          {t('bom.explorer.clear')}
        </button>
        {searchText.trim() && (
          <span className="muted" role="status">
            {t('bom.explorer.matches', { count: matchCount })}
          </span>
        )}
      </div>
    </div>
  );
}
