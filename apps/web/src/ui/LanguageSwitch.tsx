import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { storeLanguage, useLocale } from '../i18n/language.ts';
import type { Locale } from '../i18n/locale.ts';
import { useT } from '../i18n/t.ts';

const LOCALES: readonly Locale[] = ['en-US', 'pt-BR'];

/**
 * The language choice of both faces: stores it (so Accept-Language follows) and asks the server's
 * texts again, which come back in the chosen language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const queryClient = useContext(QueryClientContext);
  return (
    <select
      className={className ?? 'language-switch'}
      aria-label={t('language.label')}
      value={locale}
      onChange={(event) => {
        storeLanguage(event.target.value as Locale);
        void queryClient?.invalidateQueries();
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {t(`language.${option}`)}
        </option>
      ))}
    </select>
  );
}
