import { useT } from '../../i18n/t.ts';

const NAMED = 10;

/** The materials with a HIGH-priority action message: late releases to expedite, stock below safety. */
export function CriticalMaterialsBanner({ materials }: { materials: readonly string[] }) {
  const t = useT();
  if (materials.length === 0) return null;
  const named = materials.slice(0, NAMED);
  return (
    <div className="critical-banner" role="alert">
      <strong>{t('md01.critical', { count: materials.length })}</strong>{' '}
      <span className="mono">{named.join(', ')}</span>
      {materials.length > NAMED && ` ${t('md01.critical.more', { count: materials.length - NAMED })}`}.{' '}
      {t('md01.critical.see')}
    </div>
  );
}
