import { useT } from '../../i18n/t.ts';
import type { ComponentDraft } from './bom-form.ts';
import { bomTotals } from './bom-form.ts';
import { formatMoney, formatNumber } from './bom-format.ts';

/** Component count, total cost and average scrap of the lines on screen (planning-workspaces §2). */
export function BomTotals({ components }: { components: readonly ComponentDraft[] }) {
  const t = useT();
  const totals = bomTotals(components);
  return (
    <dl className="bom-totals" aria-label={t('bom.totals')}>
      <div>
        <dt>{t('bom.totals.components')}</dt>
        <dd>{formatNumber(totals.componentCount)}</dd>
      </div>
      <div>
        <dt>{t('bom.totals.cost')}</dt>
        <dd>{formatMoney(totals.totalCost)}</dd>
      </div>
      <div>
        <dt>{t('bom.totals.scrap')}</dt>
        <dd>{formatNumber(totals.averageScrap, 1)}%</dd>
      </div>
    </dl>
  );
}
