import type { ExplosionNode } from '../../api/bom-api.ts';
import { formatCode, formatMoney, formatNumber } from './bom-format.ts';

interface ComponentDetailsProps {
  node: ExplosionNode | null;
  onDrillDown: (node: ExplosionNode) => void;
}

/** The chosen node's figures, and Drill Down to explode it on its own (planning-workspaces §2). */
export function ComponentDetails({ node, onDrillDown }: ComponentDetailsProps) {
  return (
    <aside className="component-details" aria-labelledby="component-details-title">
      <h3 id="component-details-title">Component Details</h3>
      {node === null ? (
        <p className="muted">Choose a component in the structure to see its details.</p>
      ) : (
        <>
          <p>
            <strong className="mono">{node.item_id}</strong>
            <br />
            {node.item_name}
          </p>
          <dl className="details-list">
            <dt>Level</dt>
            <dd>{node.level}</dd>
            <dt>Path</dt>
            <dd className="mono">{node.path.join(' → ')}</dd>
            <dt>Type</dt>
            <dd>{node.component_type ? formatCode(node.component_type) : 'Product'}</dd>
            <dt>Quantity per</dt>
            <dd>{formatNumber(node.quantity_per, 6)}</dd>
            <dt>Scrap</dt>
            <dd>{formatNumber(node.scrap_percent, 1)}%</dd>
            <dt>Cumulative quantity</dt>
            <dd>
              {formatNumber(node.cumulative_quantity, 4)} {node.unit ?? ''}
            </dd>
            <dt>Unit cost</dt>
            <dd>{formatMoney(node.unit_cost)}</dd>
            <dt>Total cost</dt>
            <dd>{formatMoney(node.total_cost)}</dd>
            <dt>Lead time</dt>
            <dd>
              {node.lead_time_days} days ({node.cumulative_lead_time_days} cumulative)
            </dd>
            {node.via_phantoms.length > 0 && (
              <>
                <dt>Via phantom</dt>
                <dd className="mono">{node.via_phantoms.join(', ')}</dd>
              </>
            )}
          </dl>
          <button
            type="button"
            className="button"
            disabled={!node.has_bom || node.level === 0}
            title={node.has_bom ? undefined : 'This item has no BOM of its own'}
            onClick={() => onDrillDown(node)}
          >
            Drill Down
          </button>
        </>
      )}
    </aside>
  );
}
