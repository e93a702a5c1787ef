import { enUS, type Messages } from './en-US.ts';
import { currentLocale, type Locale } from './locale.ts';
import { ptBR } from './pt-BR.ts';

const CATALOGS: Record<Locale, Messages> = { 'en-US': enUS, 'pt-BR': ptBR };

/** The catalog of a locale (the stored language by default). */
export function messagesFor(locale: Locale = currentLocale()): Messages {
  return CATALOGS[locale];
}

export type { Messages };
