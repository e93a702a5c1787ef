/** What the browser remembers about its user between visits (localStorage keys of the spec). */
export const STORAGE_KEYS = {
  userId: 'userId',
  authToken: 'auth_token',
  language: 'language',
  profile: 'user_profile',
} as const;

/**
 * The anonymous per-browser user id (assistant-and-gantt §6): generated once when missing,
 * then kept in browser storage and sent as X-User-Id with every request.
 */
export function storedUserId(): string {
  const existing = localStorage.getItem(STORAGE_KEYS.userId);
  if (existing) return existing;
  const created = crypto.randomUUID();
  localStorage.setItem(STORAGE_KEYS.userId, created);
  return created;
}

/** Accept-Language is pt-BR when the stored language is 'pt', else en-US (enterprise-shell §7). */
export function acceptLanguage(): 'pt-BR' | 'en-US' {
  return localStorage.getItem(STORAGE_KEYS.language) === 'pt' ? 'pt-BR' : 'en-US';
}

export function storedAuthToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken) || null;
}

/** The signed-in user's profile as the identity provider left it; every field is optional. */
export interface UserProfile {
  firstName?: string;
  emails?: string[];
}

export function storedProfile(): UserProfile {
  const raw = localStorage.getItem(STORAGE_KEYS.profile);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { firstName, emails } = parsed as Record<string, unknown>;
    return {
      ...(typeof firstName === 'string' ? { firstName } : {}),
      ...(Array.isArray(emails) ? { emails: emails.filter((e): e is string => typeof e === 'string') } : {}),
    };
  } catch {
    return {};
  }
}
