import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureText, fetchStockRequirements, type StockRequirements } from '../../api/bom-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';
import { ActionMessagesList } from './ActionMessagesList.tsx';
import { formatDay, formatNumber } from './bom-format.ts';
import { ItemQueryForm } from './ItemQueryForm.tsx';
import { clampHorizon, DEFAULT_HORIZON_DAYS, HORIZON_RANGE } from './mrp-parameters.ts';
import { StockRequirementsTable } from './StockRequirementsTable.tsx';

/** Stock Requirements (MD04): one item's time-phased list with the running available quantity. */
export function StockRequirementsTab({ productId }: { productId: string }) {
  const t = useT();
  const [itemId, setItemId] = useState(productId.trim());
  const [horizonDays, setHorizonDays] = useState(DEFAULT_HORIZON_DAYS);
  const [shownHorizon, setShownHorizon] = useState(DEFAULT_HORIZON_DAYS);
  useEffect(() => {
    if (productId.trim()) setItemId(productId.trim());
  }, [productId]);

  const list = useQuery({
    queryKey: ['stock-requirements', itemId, shownHorizon],
    queryFn: ({ signal }) => fetchStockRequirements(itemId, shownHorizon, signal),
    enabled: itemId !== '',
  });

  return (
    <div className="stock-requirements">
      <ItemQueryForm
        label={t('md04.query')}
        itemId={itemId}
        submitLabel={t('md04.show')}
        onSubmit={(id) => {
          setItemId(id);
          setShownHorizon(clampHorizon(horizonDays));
        }}
      >
        <label>
          {t('md04.horizon')}
          <input
            type="number"
            min={HORIZON_RANGE.min}
            max={HORIZON_RANGE.max}
            value={Number.isNaN(horizonDays) ? '' : horizonDays}
            onChange={(event) => setHorizonDays(event.target.valueAsNumber)}
          />
        </label>
      </ItemQueryForm>
      {itemId === '' && <p className="bom-note">{t('md04.enter')}</p>}
      {list.isFetching && (
        <p className="muted" role="status">
          {t('md04.planning', { item: itemId })}
        </p>
      )}
      {list.error && (
        <p className="bom-error" role="alert">
          {failureText(list.error, t('md04.failed'))}
        </p>
      )}
      {list.data && <StockRequirementsView list={list.data} />}
    </div>
  );
}

function StockRequirementsView({ list }: { list: StockRequirements }) {
  const t = useT();
  const record = list.record;
  const unit = list.unit ?? '';
  return (
    <>
      <div className="md04-header">
        <h3>
          <span className="mono">{list.item_id}</span> <span translate="no">{list.item_name}</span>
        </h3>
        <dl className="md04-facts">
          <Fact label={t('md04.planningDate')} value={formatDay(list.planning_date)} />
          {record && <Fact label={t('md04.onHand')} value={`${formatNumber(record.on_hand)} ${unit}`} />}
          {record && <Fact label={t('md04.available')} value={`${formatNumber(record.available)} ${unit}`} />}
          <Fact label={t('md04.safety')} value={`${formatNumber(list.safety_stock)} ${unit}`} />
          <Fact label={t('md04.reorder')} value={`${formatNumber(list.reorder_point)} ${unit}`} />
          {record && (
            <Fact
              label={t('md04.procurement')}
              value={t(`md04.procurement.${record.procurement}` as UiKey)}
            />
          )}
          {record && <Fact label={t('md04.lotSizing')} value={record.lot_sizing_method} />}
          {record && (
            <Fact
              label={t('md04.leadTime')}
              value={t('mrp.days', { days: formatNumber(record.lead_time_days) })}
            />
          )}
        </dl>
      </div>
      {record && record.elements.length > 0 ? (
        <StockRequirementsTable elements={record.elements} safetyStock={list.safety_stock} unit={list.unit} />
      ) : (
        <p className="empty-state">{t('md04.none', { item: list.item_id })}</p>
      )}
      <h3 className="md04-subtitle">{t('md04.messagesFor', { item: list.item_id })}</h3>
      <ActionMessagesList messages={list.action_messages} />
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
