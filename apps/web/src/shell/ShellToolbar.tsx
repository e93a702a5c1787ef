import { ToolbarIcon } from './ToolbarIcon.tsx';

/** The standard toolbar's button groups; every button is inert (enterprise-shell §2). */
const TOOLBAR_GROUPS: ReadonlyArray<ReadonlyArray<string>> = [
  ['Save', 'Back', 'Exit', 'Cancel'],
  ['Print', 'Find'],
  ['First page', 'Previous page', 'Next page', 'Last page'],
  ['Create session', 'Help'],
];

export function ShellToolbar() {
  return (
    <div className="toolbar" role="toolbar" aria-label="Standard toolbar">
      {TOOLBAR_GROUPS.map((group) => (
        <div key={group[0]} className="toolbar__group">
          {group.map((label) => (
            <button key={label} type="button" className="toolbar__button" aria-label={label} title={label}>
              <ToolbarIcon name={label} />
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
