import type { UserProfile } from '../api/browser-identity.ts';

export const SYSTEM_LABEL = 'PRD / Takt';
export const CLIENT_NUMBER = '100';
/** The status bar shows a fixed response time (enterprise-shell §9), not a measured one. */
export const RESPONSE_TIME_LABEL = '0.15s';

/** The first name if known, else the first e-mail, else 'User' in the screen's language (enterprise-shell §1). */
export function userLabel(profile: UserProfile, fallback = 'User'): string {
  const firstName = profile.firstName?.trim();
  if (firstName) return firstName;
  const firstEmail = profile.emails?.find((email) => email.trim() !== '');
  return firstEmail ?? fallback;
}
