import type { ExplosionNode } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { componentTypeLabel, formatMoney, formatNumber } from './bom-format.ts';
import { isOnCriticalPath, nodeKey, type TreeMarks } from './explorer-tree.ts';

interface ExplosionTreeProps {
  root: ExplosionNode;
  marks: TreeMarks;
  onToggle: (key: string) => void;
  onSelect: (node: ExplosionNode) => void;
}

/** The multi-level structure as a tree: critical-path items and search matches highlighted. */
export function ExplosionTree({ root, marks, onToggle, onSelect }: ExplosionTreeProps) {
  const t = useT();
  return (
    <ul className="explosion-tree" aria-label={t('bom.explorer.structure')}>
      <TreeNode node={root} marks={marks} onToggle={onToggle} onSelect={onSelect} />
    </ul>
  );
}

function TreeNode({
  node,
  marks,
  onToggle,
  onSelect,
}: { node: ExplosionNode } & Omit<ExplosionTreeProps, 'root'>) {
  const t = useT();
  const key = nodeKey(node);
  const hasChildren = node.children.length > 0;
  const isExpanded = marks.expanded.has(key);
  const isCritical = isOnCriticalPath(node, marks.criticalPathItems);
  const isMatch = marks.matches.has(key);
  const classes = [
    'tree-row',
    isCritical ? 'tree-row--critical' : '',
    isMatch ? 'tree-row--match' : '',
    marks.selectedKey === key ? 'tree-row--selected' : '',
  ].join(' ');

  return (
    <li
      data-item={node.item_id}
      data-level={node.level}
      data-critical={isCritical || undefined}
      data-match={isMatch || undefined}
    >
      <div className={classes} style={{ paddingLeft: `${node.level * 20 + 4}px` }}>
        {hasChildren ? (
          <button
            type="button"
            className="tree-row__toggle"
            aria-label={t(isExpanded ? 'bom.explorer.collapse' : 'bom.explorer.expand', {
              item: node.item_id,
            })}
            aria-expanded={isExpanded}
            onClick={() => onToggle(key)}
          >
            {isExpanded ? '▾' : '▸'}
          </button>
        ) : (
          <span className="tree-row__toggle" aria-hidden="true" />
        )}
        <button
          type="button"
          className="tree-row__item"
          aria-current={marks.selectedKey === key ? 'true' : undefined}
          onClick={() => onSelect(node)}
        >
          <span className="mono tree-row__id">{node.item_id}</span>
          {/* Names are the plant's data, not labels: translate="no" keeps them as stored (and out of the language walks). */}
          <span className="tree-row__name" translate="no">
            {node.item_name}
          </span>
        </button>
        <span className="tree-row__figures">
          <span className="num">
            {formatNumber(node.cumulative_quantity)} {node.unit ?? ''}
          </span>
          <span className="tree-row__type">{componentTypeLabel(node.component_type)}</span>
          <span className="num">{t('bom.explorer.days', { days: formatNumber(node.lead_time_days) })}</span>
          <span className="num">{formatMoney(node.total_cost)}</span>
        </span>
      </div>
      {hasChildren && isExpanded && (
        <ul>
          {node.children.map((child) => (
            <TreeNode
              key={nodeKey(child)}
              node={child}
              marks={marks}
              onToggle={onToggle}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
