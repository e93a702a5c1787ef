import { type KeyboardEvent, useRef } from 'react';
import { type UiKey, useT } from '../../i18n/t.ts';

export type MasterDataTab = 'orders' | 'inventory' | 'accounts';

export const MASTER_DATA_TABS: ReadonlyArray<{ tab: MasterDataTab; label: UiKey }> = [
  { tab: 'orders', label: 'md.tab.orders' },
  { tab: 'inventory', label: 'md.tab.inventory' },
  { tab: 'accounts', label: 'md.tab.accounts' },
];

interface MasterDataTabsProps {
  activeTab: MasterDataTab;
  onSelect: (tab: MasterDataTab) => void;
}

/** The tab strip; arrow keys move between tabs as a tablist should. */
export function MasterDataTabs({ activeTab, onSelect }: MasterDataTabsProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const t = useT();

  function moveWithArrows(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + MASTER_DATA_TABS.length) % MASTER_DATA_TABS.length;
    onSelect(MASTER_DATA_TABS[next]!.tab);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={t('md.tabs')}>
      {MASTER_DATA_TABS.map(({ tab, label }, index) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`masterdata-tab-${tab}`}
          aria-selected={tab === activeTab}
          aria-controls="masterdata-panel"
          tabIndex={tab === activeTab ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => moveWithArrows(event, index)}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}
