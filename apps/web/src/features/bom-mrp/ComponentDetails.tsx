import type { ExplosionNode } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { componentTypeLabel, formatMoney, formatNumber } from './bom-format.ts';

interface ComponentDetailsProps {
  node: ExplosionNode | null;
  onDrillDown: (node: ExplosionNode) => void;
}

/** The chosen node's figures, and Drill Down to explode it on its own (planning-workspaces §2). */
export function ComponentDetails({ node, onDrillDown }: ComponentDetailsProps) {
  const t = useT();
  return (
    <aside className="component-details" aria-labelledby="component-details-title">
      <h3 id="component-details-title">{t('bom.details.title')}</h3>
      {node === null ? (
        <p className="muted">{t('bom.details.choose')}</p>
      ) : (
        <>
          <p>
            <strong className="mono">{node.item_id}</strong>
            <br />
            <span translate="no">{node.item_name}</span>
          </p>
          <dl className="details-list">
            <dt>{t('bom.details.level')}</dt>
            <dd>{node.level}</dd>
            <dt>{t('bom.details.path')}</dt>
            <dd className="mono">{node.path.join(' → ')}</dd>
            <dt>{t('bom.details.type')}</dt>
            <dd>{componentTypeLabel(node.component_type)}</dd>
            <dt>{t('bom.details.quantityPer')}</dt>
            <dd>{formatNumber(node.quantity_per, 6)}</dd>
            <dt>{t('bom.details.scrap')}</dt>
            <dd>{formatNumber(node.scrap_percent, 1)}%</dd>
            <dt>{t('bom.details.cumulative')}</dt>
            <dd>
              {formatNumber(node.cumulative_quantity, 4)} {node.unit ?? ''}
            </dd>
            <dt>{t('bom.details.unitCost')}</dt>
            <dd>{formatMoney(node.unit_cost)}</dd>
            <dt>{t('bom.details.totalCost')}</dt>
            <dd>{formatMoney(node.total_cost)}</dd>
            <dt>{t('bom.details.leadTime')}</dt>
            <dd>
              {t('bom.details.leadTimeDays', {
                days: formatNumber(node.lead_time_days),
                cumulative: formatNumber(node.cumulative_lead_time_days),
              })}
            </dd>
            {node.via_phantoms.length > 0 && (
              <>
                <dt>{t('bom.details.viaPhantom')}</dt>
                <dd className="mono">{node.via_phantoms.join(', ')}</dd>
              </>
            )}
          </dl>
          <button
            type="button"
            className="button"
            disabled={!node.has_bom || node.level === 0}
            title={node.has_bom ? undefined : t('bom.details.noBom')}
            onClick={() => onDrillDown(node)}
          >
            {t('bom.details.drillDown')}
          </button>
        </>
      )}
    </aside>
  );
}
