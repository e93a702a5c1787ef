import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureText, fetchWhereUsed, type WhereUsed, type WhereUsedNode } from '../../api/bom-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';
import { componentTypeLabel, formatNumber } from './bom-format.ts';
import { ItemQueryForm } from './ItemQueryForm.tsx';

const LEVEL_CHOICES: ReadonlyArray<{ maxLevel: number; label: UiKey }> = [
  { maxLevel: 99, label: 'bom.whereUsed.allLevels' },
  { maxLevel: 1, label: 'bom.whereUsed.singleLevel' },
];

/** Where-Used (CS15): the parents of an item, level by level up to the finished goods. */
export function WhereUsedTab({ productId }: { productId: string }) {
  const t = useT();
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
        label={t('bom.whereUsed.query')}
        itemId={itemId}
        submitLabel={t('bom.whereUsed.show')}
        onSubmit={(id) => {
          setItemId(id);
          setShownLevel(maxLevel);
        }}
      >
        <label>
          {t('bom.whereUsed.levels')}
          <select value={maxLevel} onChange={(event) => setMaxLevel(Number(event.target.value))}>
            {LEVEL_CHOICES.map((choice) => (
              <option key={choice.maxLevel} value={choice.maxLevel}>
                {t(choice.label)}
              </option>
            ))}
          </select>
        </label>
      </ItemQueryForm>
      {itemId === '' && <p className="bom-note">{t('bom.whereUsed.enter')}</p>}
      {usage.isFetching && (
        <p className="muted" role="status">
          {t('bom.whereUsed.looking', { item: itemId })}
        </p>
      )}
      {usage.error && (
        <p className="bom-error" role="alert">
          {failureText(usage.error, t('bom.whereUsed.failed'))}
        </p>
      )}
      {usage.data && <WhereUsedView usage={usage.data} />}
    </div>
  );
}

function WhereUsedView({ usage }: { usage: WhereUsed }) {
  const t = useT();
  if (usage.used_in.length === 0) {
    return <p className="empty-state">{t('bom.whereUsed.none', { item: usage.item_id })}</p>;
  }
  return (
    <div className="where-used__body">
      <section aria-labelledby="where-used-tree-title">
        <h3 id="where-used-tree-title">
          <span className="mono">{usage.item_id}</span> <span translate="no">{usage.item_name}</span>{' '}
          {t('bom.whereUsed.usedIn')}
        </h3>
        <ul className="where-used-tree" aria-label={t('bom.whereUsed.tree')}>
          {usage.used_in.map((node) => (
            <WhereUsedBranch key={node.path.join('>')} node={node} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="finished-goods-title">
        <h3 id="finished-goods-title">
          {t('bom.whereUsed.finishedGoods', { count: usage.finished_goods.length })}
        </h3>
        <ul className="finished-goods" aria-label={t('bom.whereUsed.finishedList')}>
          {usage.finished_goods.map((good) => (
            <li key={good.path.join('>')}>
              <strong className="mono">{good.item_id}</strong> <span translate="no">{good.item_name}</span>
              <div className="muted">
                {t('bom.whereUsed.perUnit', {
                  quantity: formatNumber(good.cumulative_quantity, 6),
                  item: usage.item_id,
                  path: good.path.slice(1, -1).join(' → ') || t('bom.whereUsed.direct'),
                })}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function WhereUsedBranch({ node }: { node: WhereUsedNode }) {
  const t = useT();
  return (
    <li data-item={node.item_id} data-level={node.level}>
      <div className={`tree-row${node.is_finished_good ? ' tree-row--finished' : ''}`}>
        <span className="tree-row__level">{node.level}</span>
        <span className="mono tree-row__id">{node.item_id}</span>
        <span className="tree-row__name" translate="no">
          {node.item_name}
        </span>
        <span className="tree-row__figures">
          <span className="num">
            {t('bom.whereUsed.quantityPer', {
              quantity: formatNumber(node.quantity_per, 6),
              type: componentTypeLabel(node.component_type),
            })}
          </span>
          {node.is_finished_good && <span className="finished-badge">{t('bom.whereUsed.finished')}</span>}
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
