export type MrpSubTab = 'parameters' | 'orders' | 'messages' | 'capacity';

export const MRP_SUB_TABS: ReadonlyArray<{ tab: MrpSubTab; label: string }> = [
  { tab: 'parameters', label: 'Planning Parameters (MD01)' },
  { tab: 'orders', label: 'Planned Orders' },
  { tab: 'messages', label: 'Action Messages' },
  { tab: 'capacity', label: 'Capacity Check' },
];

interface MrpSubTabsProps {
  active: MrpSubTab;
  hasResult: boolean;
  onSelect: (tab: MrpSubTab) => void;
}

/** The MRP sub-tabs; the three result tabs are disabled until a run has a result (§4). */
export function MrpSubTabs({ active, hasResult, onSelect }: MrpSubTabsProps) {
  return (
    <div className="tabs tabs--sub" role="tablist" aria-label="MRP planning">
      {MRP_SUB_TABS.map(({ tab, label }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`mrp-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls="mrp-panel"
          className="tabs__tab"
          disabled={tab !== 'parameters' && !hasResult}
          onClick={() => onSelect(tab)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
