import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { INVENTORY_QUERY_KEY } from '../../api/inventory-api.ts';
import { RushOrderPromise } from '../promise/RushOrderPromise.tsx';
import { InventoryAssistantTab } from './InventoryAssistantTab.tsx';
import { InventoryDashboardTab } from './InventoryDashboardTab.tsx';
import { InventoryTransfersTab } from './InventoryTransfersTab.tsx';
import '../dashboard/dashboard.css';
import './inventory.css';
import { type UiKey, useT } from '../../i18n/t.ts';

type InventoryTab = 'assistant' | 'dashboard' | 'transfers' | 'promise';

/** MB51's four tabs (enterprise-shell §2). */
export const INVENTORY_TABS: ReadonlyArray<{ tab: InventoryTab; label: UiKey }> = [
  { tab: 'assistant', label: 'inv.tab.assistant' },
  { tab: 'dashboard', label: 'inv.tab.dashboard' },
  { tab: 'transfers', label: 'inv.tab.transfers' },
  { tab: 'promise', label: 'inv.tab.promise' },
];

interface InventoryScreenProps {
  /**
   * A promise question to check, e.g. a ZEX01 scenario's with targetTab inventory-promise: it opens
   * the Promise Check tab with the form pre-filled from it (enterprise-shell §2, §5).
   */
  promisePrompt?: string;
  /** The tab to open on, when a link asks for one (the dashboard's low-stock card opens Dashboard). */
  initialTab?: InventoryTab;
}

/** MB51 Inventory Management: AI Assistant chat, Dashboard, Transfers and Promise Check. */
export function InventoryScreen({ promisePrompt, initialTab }: InventoryScreenProps = {}) {
  const [active, setActive] = useState<InventoryTab>(initialTab ?? (promisePrompt ? 'promise' : 'assistant'));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const queryClient = useQueryClient();
  const t = useT();
  // The dashboard reloads after a successful chat command (enterprise-shell §4).
  const reloadInventory = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY }),
    [queryClient],
  );

  function moveWithArrows(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + INVENTORY_TABS.length) % INVENTORY_TABS.length;
    setActive(INVENTORY_TABS[next]!.tab);
    buttons.current[next]?.focus();
  }

  return (
    <div className="inventory">
      <div className="tabs" role="tablist" aria-label={t('inv.tabs')}>
        {INVENTORY_TABS.map(({ tab, label }, index) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`inventory-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls="inventory-panel"
            tabIndex={tab === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(tab)}
            onKeyDown={(event) => moveWithArrows(event, index)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div id="inventory-panel" role="tabpanel" aria-labelledby={`inventory-tab-${active}`}>
        {active === 'assistant' && <InventoryAssistantTab onCommandSucceeded={reloadInventory} />}
        {active === 'dashboard' && <InventoryDashboardTab />}
        {active === 'transfers' && <InventoryTransfersTab />}
        {active === 'promise' && <RushOrderPromise initialPrompt={promisePrompt} />}
      </div>
    </div>
  );
}
