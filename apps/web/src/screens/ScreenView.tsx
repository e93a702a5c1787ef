import { MasterDataScreen } from '../features/masterdata/MasterDataScreen.tsx';
import { ProductionSchedulingScreen } from '../features/schedule/ProductionSchedulingScreen.tsx';
import { Dashboard } from '../workspace/Dashboard.tsx';
import { CapabilityNotBuilt } from './CapabilityNotBuilt.tsx';
import { SCREENS, type ScreenKey } from './screen-catalog.ts';

interface ScreenViewProps {
  screen: ScreenKey;
  /** The face showing the screen; the modern workspace adds a few pieces (late orders in Schedule). */
  face?: 'shell' | 'workspace';
}

/** The content of a screen, the same in both faces. */
export function ScreenView({ screen, face = 'shell' }: ScreenViewProps) {
  switch (screen) {
    case 'dashboard':
      return <Dashboard />;
    case 'masterdata':
      return <MasterDataScreen />;
    case 'schedule':
      return <ProductionSchedulingScreen showLateOrders={face === 'workspace'} />;
    default:
      return <CapabilityNotBuilt screen={SCREENS[screen]} />;
  }
}
