import { IntlMessageFormat } from 'intl-messageformat';
import { useCallback } from 'react';
import { useLocale } from './language.ts';
import { currentLocale, type Locale } from './locale.ts';
import { type UiKey, uiEnUS } from './ui/en-US.ts';
import { uiPtBR } from './ui/pt-BR.ts';

/** The values an ICU message takes: figures are formatted by the message in the locale. */
export type MessageValues = Record<string, string | number | Date>;

export const UI_CATALOGS: Record<Locale, Readonly<Record<UiKey, string>>> = {
  'en-US': uiEnUS,
  'pt-BR': uiPtBR,
};

// Parsing an ICU message costs more than formatting it; each message is parsed once per locale.
const compiled = new Map<string, IntlMessageFormat>();

function formatterFor(key: UiKey, locale: Locale): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = compiled.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(UI_CATALOGS[locale][key], locale);
    compiled.set(cacheKey, formatter);
  }
  return formatter;
}

/** The label or message `key` in `locale` (the stored language by default), ICU values filled in. */
export function t(key: UiKey, values?: MessageValues, locale: Locale = currentLocale()): string {
  const formatted = formatterFor(key, locale).format(values);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

export type Translate = (key: UiKey, values?: MessageValues) => string;

/**
 * `t` bound to the stored language; the component re-renders when the language is switched. The
 * function stays the same until then, so charts built from it are not rebuilt on every render.
 */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback((key, values) => t(key, values, locale), [locale]);
}

export type { UiKey };
