import { type UiKey, useT } from '../../i18n/t.ts';

export type MrpSubTab = 'parameters' | 'orders' | 'messages' | 'capacity';

export const MRP_SUB_TABS: ReadonlyArray<{ tab: MrpSubTab; label: UiKey }> = [
  { tab: 'parameters', label: 'mrp.tab.parameters' },
  { tab: 'orders', label: 'mrp.tab.orders' },
  { tab: 'messages', label: 'mrp.tab.messages' },
  { tab: 'capacity', label: 'mrp.tab.capacity' },
];

interface MrpSubTabsProps {
  active: MrpSubTab;
  hasResult: boolean;
  onSelect: (tab: MrpSubTab) => void;
}

/** The MRP sub-tabs; the three result tabs are disabled until a run has a result (§4). */
export function MrpSubTabs({ active, hasResult, onSelect }: MrpSubTabsProps) {
  const t = useT();
  return (
    <div className="tabs tabs--sub" role="tablist" aria-label={t('mrp.tabs')}>
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
          {t(label)}
        </button>
      ))}
    </div>
  );
}
