import { MasterDataScreen } from '../features/masterdata/MasterDataScreen.tsx';
import { Dashboard } from '../workspace/Dashboard.tsx';
import { CapabilityNotBuilt } from './CapabilityNotBuilt.tsx';
import { SCREENS, type ScreenKey } from './screen-catalog.ts';

/** The content of a screen, the same in both faces. */
export function ScreenView({ screen }: { screen: ScreenKey }) {
  switch (screen) {
    case 'dashboard':
      return <Dashboard />;
    case 'masterdata':
      return <MasterDataScreen />;
    default:
      return <CapabilityNotBuilt screen={SCREENS[screen]} />;
  }
}
