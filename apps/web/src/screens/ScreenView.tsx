import { BomMrpPage } from '../features/bom-mrp/BomMrpPage.tsx';
import { bomModeForTransaction } from '../features/bom-mrp/bom-transactions.ts';
import { PlantMrpScreen } from '../features/bom-mrp/PlantMrpScreen.tsx';
import { CapacityScreen } from '../features/capacity/CapacityScreen.tsx';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';
import { ExamplesScreen } from '../features/examples/ExamplesScreen.tsx';
import { FinancialScreen, financialViewForTransaction } from '../features/financial/FinancialScreen.tsx';
import { InventoryScreen } from '../features/inventory/InventoryScreen.tsx';
import { LineBalancingTab } from '../features/line-balancing/LineBalancingTab.tsx';
import type { LineBalancingDelivery } from '../features/line-balancing/use-line-balancing-inbox.ts';
import { MasterDataScreen } from '../features/masterdata/MasterDataScreen.tsx';
import { ProductionOrdersScreen } from '../features/orders/ProductionOrdersScreen.tsx';
import { RushOrderPromise } from '../features/promise/RushOrderPromise.tsx';
import { ProductionSchedulingScreen } from '../features/schedule/ProductionSchedulingScreen.tsx';
import type { ScreenLink } from '../ui/screen-links.ts';
import type { ScreenKey } from './screen-catalog.ts';

interface ScreenViewProps {
  screen: ScreenKey;
  /** The face showing the screen; the modern workspace adds a few pieces (late orders in Schedule). */
  face?: 'shell' | 'workspace';
  /** The transaction code that opened the screen in the shell (CS01/CS02/CS03 choose the BOM mode). */
  transactionCode?: string | null;
  /** The list a link opened the screen on (a dashboard card opens CO01 filtered). */
  link?: ScreenLink | null;
  /** The latest line-balancing result the assistant handed to the face, for PP02 / ZLB01. */
  lineBalancing?: LineBalancingDelivery | null;
}

/** The content of a screen, the same in both faces. */
export function ScreenView({
  screen,
  face = 'shell',
  transactionCode = null,
  link = null,
  lineBalancing = null,
}: ScreenViewProps) {
  switch (screen) {
    case 'dashboard':
      return <Dashboard />;
    case 'masterdata':
      return <MasterDataScreen />;
    case 'orders':
      return <ProductionOrdersScreen initialFilter={link?.orderFilter} initialSort={link?.orderSort} />;
    case 'schedule':
      return (
        <ProductionSchedulingScreen
          showLateOrders={face === 'workspace'}
          initialPrompt={link?.schedulePrompt}
        />
      );
    case 'bom':
      return <BomMrpPage initialMode={bomModeForTransaction(transactionCode)} />;
    case 'bom-mrp':
      return <BomMrpPage />;
    case 'mrp':
      return <PlantMrpScreen />;
    case 'inventory':
      return <InventoryScreen initialTab={link?.inventoryTab} promisePrompt={link?.promisePrompt} />;
    case 'promise':
      return <RushOrderPromise />;
    case 'capacity':
      return <CapacityScreen />;
    case 'examples':
      return <ExamplesScreen />;
    case 'balance':
      return <LineBalancingTab delivered={lineBalancing} />;
    case 'financial':
      return <FinancialScreen initialView={financialViewForTransaction(transactionCode)} />;
  }
}
