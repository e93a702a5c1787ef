import type { BomExplosion } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatMoney, formatNumber } from './bom-format.ts';
import { ComponentDetails } from './ComponentDetails.tsx';
import { ExplorerParameters } from './ExplorerParameters.tsx';
import { ExplorerToolbar } from './ExplorerToolbar.tsx';
import { ExplosionTree } from './ExplosionTree.tsx';
import { IndentedList } from './IndentedList.tsx';
import { SummarizedList } from './SummarizedList.tsx';
import { useBomExplorer } from './use-bom-explorer.ts';

/** BOM Explorer (CS11/CS12): the multi-level explosion in three views, with search and details. */
export function BomExplorerTab({ productId }: { productId: string }) {
  const t = useT();
  const explorer = useBomExplorer(productId);
  const { explosion } = explorer;
  const marks = {
    expanded: explorer.expanded,
    matches: explorer.matches,
    criticalPathItems: explosion?.lead_time_analysis.critical_path_items ?? [],
    selectedKey: explorer.selectedKey,
  };

  return (
    <div className="bom-explorer">
      <ExplorerParameters
        parameters={explorer.parameters}
        isExploding={explorer.isExploding}
        onEdit={explorer.editParameters}
        onExplode={() => explorer.explode()}
      />
      {explorer.error && (
        <p className="bom-error" role="alert">
          {explorer.error}
        </p>
      )}
      {explosion && (
        <>
          <ExplosionSummary explosion={explosion} />
          <ExplorerToolbar
            view={explorer.view}
            searchText={explorer.searchText}
            matchCount={explorer.matches.size}
            onView={explorer.setView}
            onExpandAll={explorer.expandAll}
            onCollapseAll={explorer.collapseAll}
            onSearch={explorer.search}
          />
          <div className="bom-explorer__body">
            <div className="bom-explorer__view">
              {explorer.view === 'tree' && (
                <ExplosionTree
                  root={explosion.structure}
                  marks={marks}
                  onToggle={explorer.toggle}
                  onSelect={explorer.select}
                />
              )}
              {explorer.view === 'indented' && (
                <IndentedList root={explosion.structure} marks={marks} onSelect={explorer.select} />
              )}
              {explorer.view === 'summarized' && (
                <SummarizedList root={explosion.structure} matches={explorer.matches} />
              )}
            </div>
            <ComponentDetails node={explorer.selected} onDrillDown={explorer.drillDown} />
          </div>
        </>
      )}
      {!explosion && !explorer.error && <p className="bom-note">{t('bom.explorer.empty')}</p>}
    </div>
  );
}

function ExplosionSummary({ explosion }: { explosion: BomExplosion }) {
  const t = useT();
  const { lead_time_analysis: leadTime } = explosion;
  return (
    <div className="explosion-summary">
      <p>
        <strong className="mono">{explosion.product_id}</strong>{' '}
        <span translate="no">{explosion.product_name}</span> ·{' '}
        {t('bom.explorer.summary', {
          quantity: explosion.quantity,
          components: formatNumber(explosion.component_count),
          depth: explosion.depth,
          cost: formatMoney(explosion.total_material_cost),
        })}
      </p>
      <p className="critical-path" data-testid="critical-path">
        <span className="critical-path__swatch" aria-hidden="true" />
        {t('bom.explorer.criticalPath')} <span className="mono">{leadTime.critical_path}</span>{' '}
        {t('bom.explorer.criticalDays', { days: formatNumber(leadTime.total_lead_time_days) })}
      </p>
    </div>
  );
}
