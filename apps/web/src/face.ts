/** The stored flag that chooses between the modern workspace and the enterprise shell (enterprise-shell §1). */
export const ENTERPRISE_UI_KEY = 'enterprise_ui';

export type Face = 'workspace' | 'shell';

export function storedFace(): Face {
  return localStorage.getItem(ENTERPRISE_UI_KEY) === 'true' ? 'shell' : 'workspace';
}

/** Stores the flag for the chosen face and reloads the page, which then opens that face. */
export function switchFace(face: Face, reload: () => void = () => window.location.reload()): void {
  localStorage.setItem(ENTERPRISE_UI_KEY, String(face === 'shell'));
  reload();
}
