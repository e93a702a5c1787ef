import type { PromiseMargin } from '../../api/promise-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatPercent, formatThousands } from './promise-format.ts';

/** The margin of the order in thousands with one decimal (planning-workspaces §2), against its target. */
export function PromiseMarginDetails({ margin }: { margin: PromiseMargin }) {
  const t = useT();
  const rows = [
    { label: t('pr.revenue'), value: formatThousands(margin.revenue) },
    { label: t('pr.materialCost'), value: formatThousands(margin.material_cost) },
    { label: t('pr.laborCost'), value: formatThousands(margin.labor_cost) },
    { label: t('pr.overtimeCost'), value: formatThousands(margin.overtime_cost) },
    { label: t('pr.grossMargin'), value: formatThousands(margin.gross_margin) },
  ];
  const target = formatPercent(margin.target_margin_percent);
  return (
    <div className="promise-details__block">
      <h4>{t('pr.margin')}</h4>
      <dl className="promise-margin" aria-label={t('pr.margin')}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd className="num">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p
        className={
          margin.meets_target
            ? 'promise-margin__target'
            : 'promise-margin__target promise-margin__target--below'
        }
      >
        {margin.meets_target
          ? t('pr.meets', { margin: formatPercent(margin.margin_percentage), target })
          : t('pr.below', { margin: formatPercent(margin.margin_percentage), target }) +
            (margin.target_price_per_unit === null
              ? t('pr.noPrice')
              : t('pr.targetPrice', { price: `$${margin.target_price_per_unit.toFixed(2)}` }))}
      </p>
    </div>
  );
}
