import { IntlMessageFormat } from 'intl-messageformat';
import { enUS, type MessageKey } from './en-US.ts';
import { type Locale, localeOf } from './locale.ts';
import { ptBR } from './pt-BR.ts';

/** The values a message takes: numbers are formatted by the locale (`{n, number}`, plurals); strings go in as they are. */
export type MessageValues = Record<string, string | number>;

const CATALOGS: Record<Locale, Record<MessageKey, string>> = { 'en-US': enUS, 'pt-BR': ptBR };

/** Compiled messages by locale and key: parsing ICU costs far more than formatting, and a reply uses dozens. */
const compiled = new Map<string, IntlMessageFormat>();

function formatterOf(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let formatter = compiled.get(id);
  if (!formatter) {
    // Catalogs hold Markdown, not XML: '<' and '>' are text.
    formatter = new IntlMessageFormat(CATALOGS[locale][key], locale, undefined, { ignoreTag: true });
    compiled.set(id, formatter);
  }
  return formatter;
}

/**
 * A message of the catalog in `language` ('en', 'pt', 'en-US', 'pt-BR' …; Portuguese is pt-BR, anything
 * else en-US), with its values put in: plurals, numbers and currency in the locale's form (pt-BR 8.126,
 * 1,5 h; en-US 8,126, 1.5 h). Every value the message names must be given.
 */
export function t(language: string | undefined, key: MessageKey, values: MessageValues = {}): string {
  return String(formatterOf(localeOf(language), key).format(values));
}
