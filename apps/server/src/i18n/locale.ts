/** The locales replies are written in: their catalogs, number and date formats. */
export type Locale = 'en-US' | 'pt-BR';

/**
 * The locale of a language as the interpreter or a request names it ('pt', 'pt-BR', 'pt-br', 'en',
 * 'en-US' …): Brazilian Portuguese for any Portuguese, else English.
 */
export function localeOf(language: string | undefined): Locale {
  return language?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-US';
}

/**
 * The language a request names, as the interpreter takes it: 'pt' for any Portuguese; undefined
 * otherwise, so the interpreter reads the language from the command's own words.
 */
export function requestedLanguage(language: string | undefined): 'pt' | undefined {
  return localeOf(language) === 'pt-BR' ? 'pt' : undefined;
}
