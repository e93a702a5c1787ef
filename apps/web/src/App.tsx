import { storedFace } from './face.ts';
import { EnterpriseShell } from './shell/EnterpriseShell.tsx';
import { ModernWorkspace } from './workspace/ModernWorkspace.tsx';

/** Opens the face the stored flag chooses; switching faces stores the flag and reloads. */
export function App() {
  return storedFace() === 'shell' ? <EnterpriseShell /> : <ModernWorkspace />;
}
