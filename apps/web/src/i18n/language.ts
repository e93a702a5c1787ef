import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../api/browser-identity.ts';
import { currentLocale, type Locale } from './locale.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores the chosen language the way the spec keeps it ('pt' or 'en' under `language`), so every
 * later API call says it in Accept-Language, and tells the mounted screens to speak it now.
 */
export function storeLanguage(locale: Locale): void {
  localStorage.setItem(STORAGE_KEYS.language, locale === 'pt-BR' ? 'pt' : 'en');
  markPageLanguage();
  for (const listener of listeners) listener();
}

/**
 * Says the stored language on the page (`<html lang>`), so screen readers speak Portuguese labels as
 * Portuguese and the browser hyphenates and spell-checks in it.
 */
export function markPageLanguage(): void {
  document.documentElement.lang = currentLocale();
}

/** The stored language as a locale; a screen using it re-renders when the language is switched. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
