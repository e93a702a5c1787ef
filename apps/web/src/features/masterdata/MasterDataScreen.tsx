import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchHealth } from '../../api/takt-api.ts';
import { ScheduleCallDialog } from '../contact/ScheduleCallDialog.tsx';
import { ChartOfAccountsTab } from './ChartOfAccountsTab.tsx';
import { CustomDataActions } from './CustomDataActions.tsx';
import { DatasetToggle } from './DatasetToggle.tsx';
import { type Dataset, sourceForDataset } from './dataset.ts';
import { ExportButton } from './ExportButton.tsx';
import { InventoryItemsTab } from './InventoryItemsTab.tsx';
import { type MasterDataTab, MasterDataTabs } from './MasterDataTabs.tsx';
import { ProductionOrdersTab } from './ProductionOrdersTab.tsx';
import './masterdata.css';
import { useT } from '../../i18n/t.ts';

/** MM01 Master Data, the same in both faces (enterprise-shell §2). */
export function MasterDataScreen() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<MasterDataTab>('orders');
  const [dataset, setDataset] = useState<Dataset>('default');
  const [isCallDialogOpen, setIsCallDialogOpen] = useState(false);
  const source = sourceForDataset(dataset);
  const t = useT();

  /** Custom data is gated: where the deployment has not enabled it, the Schedule a Call dialog opens. */
  async function chooseCustomData() {
    if (dataset === 'custom') return;
    const health = await queryClient
      .fetchQuery({ queryKey: ['health'], queryFn: ({ signal }) => fetchHealth(signal), staleTime: 60_000 })
      .catch(() => null);
    if (health?.features.custom_data) setDataset('custom');
    else setIsCallDialogOpen(true);
  }

  return (
    <div className="masterdata">
      <div className="masterdata__bar">
        <DatasetToggle
          dataset={dataset}
          onChooseDefault={() => setDataset('default')}
          onChooseCustom={chooseCustomData}
        />
        {dataset === 'default' && (
          <p className="masterdata__note">
            <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">
              <path
                d="M4 7V5a4 4 0 018 0v2 M3 7h10v7H3z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
            {t('md.readOnly')}
          </p>
        )}
        <ExportButton dataset={dataset} />
      </div>
      {dataset === 'custom' && <CustomDataActions />}
      <MasterDataTabs activeTab={tab} onSelect={setTab} />
      <div
        className="masterdata__panel"
        role="tabpanel"
        id="masterdata-panel"
        aria-labelledby={`masterdata-tab-${tab}`}
      >
        {tab === 'orders' && <ProductionOrdersTab source={source} />}
        {tab === 'inventory' && <InventoryItemsTab source={source} />}
        {tab === 'accounts' && <ChartOfAccountsTab source={source} />}
      </div>
      {isCallDialogOpen && (
        <ScheduleCallDialog feature="custom_data" onClose={() => setIsCallDialogOpen(false)} />
      )}
    </div>
  );
}
