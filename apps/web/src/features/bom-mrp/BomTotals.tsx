import type { ComponentDraft } from './bom-form.ts';
import { bomTotals } from './bom-form.ts';
import { formatMoney, formatNumber } from './bom-format.ts';

/** Component count, total cost and average scrap of the lines on screen (planning-workspaces §2). */
export function BomTotals({ components }: { components: readonly ComponentDraft[] }) {
  const totals = bomTotals(components);
  return (
    <dl className="bom-totals" aria-label="BOM totals">
      <div>
        <dt>Components</dt>
        <dd>{totals.componentCount}</dd>
      </div>
      <div>
        <dt>Total Cost</dt>
        <dd>{formatMoney(totals.totalCost)}</dd>
      </div>
      <div>
        <dt>Average Scrap</dt>
        <dd>{formatNumber(totals.averageScrap, 1)}%</dd>
      </div>
    </dl>
  );
}
