import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureText, fetchWhereUsed, type WhereUsed, type WhereUsedNode } from '../../api/bom-api.ts';
import { formatCode, formatNumber } from './bom-format.ts';
import { ItemQueryForm } from './ItemQueryForm.tsx';

const LEVEL_CHOICES = [
  { maxLevel: 99, label: 'All levels (up to finished goods)' },
  { maxLevel: 1, label: 'Single level' },
];

/** Where-Used (CS15): the parents of an item, level by level up to the finished goods. */
export function WhereUsedTab({ productId }: { productId: string }) {
  const [itemId, setItemId] = useState(productId.trim());
  const [maxLevel, setMaxLevel] = useState(99);
  const [shownLevel, setShownLevel] = useState(99);
  useEffect(() => {
    if (productId.trim()) setItemId(productId.trim());
  }, [productId]);

  const usage = useQuery({
    queryKey: ['where-used', itemId, shownLevel],
    queryFn: ({ signal }) => fetchWhereUsed(itemId, shownLevel, signal),
    enabled: itemId !== '',
  });

  return (
    <div className="where-used">
      <ItemQueryForm
        label="Where-used query"
        itemId={itemId}
        submitLabel="Show Where-Used"
        onSubmit={(id) => {
          setItemId(id);
          setShownLevel(maxLevel);
        }}
      >
        <label>
          Levels
          <select value={maxLevel} onChange={(event) => setMaxLevel(Number(event.target.value))}>
            {LEVEL_CHOICES.map((choice) => (
              <option key={choice.maxLevel} value={choice.maxLevel}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </ItemQueryForm>
      {itemId === '' && <p className="bom-note">Enter a material to see where it is used.</p>}
      {usage.isFetching && (
        <p className="muted" role="status">
          Looking up {itemId}...
        </p>
      )}
      {usage.error && (
        <p className="bom-error" role="alert">
          {failureText(usage.error, 'Failed to load the where-used list')}
        </p>
      )}
      {usage.data && <WhereUsedView usage={usage.data} />}
    </div>
  );
}

function WhereUsedView({ usage }: { usage: WhereUsed }) {
  if (usage.used_in.length === 0) {
    return <p className="empty-state">{usage.item_id} is not used in any BOM.</p>;
  }
  return (
    <div className="where-used__body">
      <section aria-labelledby="where-used-tree-title">
        <h3 id="where-used-tree-title">
          <span className="mono">{usage.item_id}</span> {usage.item_name} is used in
        </h3>
        <ul className="where-used-tree" aria-label="Where-used tree">
          {usage.used_in.map((node) => (
            <WhereUsedBranch key={node.path.join('>')} node={node} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="finished-goods-title">
        <h3 id="finished-goods-title">Finished goods ({usage.finished_goods.length})</h3>
        <ul className="finished-goods" aria-label="Finished goods">
          {usage.finished_goods.map((good) => (
            <li key={good.path.join('>')}>
              <strong className="mono">{good.item_id}</strong> {good.item_name}
              <div className="muted">
                {formatNumber(good.cumulative_quantity, 6)} {usage.item_id} per unit · via{' '}
                {good.path.slice(1, -1).join(' → ') || 'direct'}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function WhereUsedBranch({ node }: { node: WhereUsedNode }) {
  return (
    <li data-item={node.item_id} data-level={node.level}>
      <div className={`tree-row${node.is_finished_good ? ' tree-row--finished' : ''}`}>
        <span className="tree-row__level">{node.level}</span>
        <span className="mono tree-row__id">{node.item_id}</span>
        <span className="tree-row__name">{node.item_name}</span>
        <span className="tree-row__figures">
          <span className="num">
            {formatNumber(node.quantity_per, 6)} per unit ({formatCode(node.component_type)})
          </span>
          {node.is_finished_good && <span className="finished-badge">Finished good</span>}
        </span>
      </div>
      {node.parents.length > 0 && (
        <ul>
          {node.parents.map((parent) => (
            <WhereUsedBranch key={parent.path.join('>')} node={parent} />
          ))}
        </ul>
      )}
    </li>
  );
}
