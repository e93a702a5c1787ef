import type { ExplorerView } from './explorer-tree.ts';

const VIEWS: ReadonlyArray<{ view: ExplorerView; label: string }> = [
  { view: 'tree', label: 'Tree' },
  { view: 'indented', label: 'Indented List' },
  { view: 'summarized', label: 'Summarized' },
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
  const { view, searchText, matchCount } = props;
  return (
    <div className="explorer-toolbar">
      <fieldset className="segmented" aria-label="View mode">
        {VIEWS.map((option) => (
          <button
            key={option.view}
            type="button"
            className="segmented__option"
            aria-pressed={view === option.view}
            onClick={() => props.onView(option.view)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <button type="button" className="button" onClick={props.onExpandAll} disabled={view !== 'tree'}>
        Expand All
      </button>
      <button type="button" className="button" onClick={props.onCollapseAll} disabled={view !== 'tree'}>
        Collapse All
      </button>
      <div className="explorer-search">
        <input
          type="search"
          aria-label="Search components"
          placeholder="Search components"
          value={searchText}
          onChange={(event) => props.onSearch(event.target.value)}
        />
        <button type="button" className="button" onClick={() => props.onSearch('')} disabled={!searchText}>
          Clear
        </button>
        {searchText.trim() && (
          <span className="muted" role="status">
            {matchCount} match{matchCount === 1 ? '' : 'es'}
          </span>
        )}
      </div>
    </div>
  );
}
