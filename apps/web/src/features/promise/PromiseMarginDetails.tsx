import type { PromiseMargin } from '../../api/promise-api.ts';
import { formatPercent, formatThousands } from './promise-format.ts';

/** The margin of the order in thousands with one decimal (planning-workspaces §2), against its target. */
export function PromiseMarginDetails({ margin }: { margin: PromiseMargin }) {
  const rows = [
    { label: 'Revenue', value: formatThousands(margin.revenue) },
    { label: 'Material cost', value: formatThousands(margin.material_cost) },
    { label: 'Labor cost', value: formatThousands(margin.labor_cost) },
    { label: 'Overtime cost', value: formatThousands(margin.overtime_cost) },
    { label: 'Gross margin', value: formatThousands(margin.gross_margin) },
  ];
  const target = formatPercent(margin.target_margin_percent);
  return (
    <div className="promise-details__block">
      <h4>Margin</h4>
      <dl className="promise-margin" aria-label="Margin">
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
          ? `${formatPercent(margin.margin_percentage)} meets the ${target} target.`
          : `${formatPercent(margin.margin_percentage)} is below the ${target} target; ` +
            (margin.target_price_per_unit === null
              ? 'no price would meet it.'
              : `$${margin.target_price_per_unit.toFixed(2)}/unit would meet it.`)}
      </p>
    </div>
  );
}
