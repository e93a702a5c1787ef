import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureText, fetchStockRequirements, type StockRequirements } from '../../api/bom-api.ts';
import { ActionMessagesList } from './ActionMessagesList.tsx';
import { formatCode, formatNumber } from './bom-format.ts';
import { ItemQueryForm } from './ItemQueryForm.tsx';
import { clampHorizon, DEFAULT_HORIZON_DAYS, HORIZON_RANGE } from './mrp-parameters.ts';
import { StockRequirementsTable } from './StockRequirementsTable.tsx';

/** Stock Requirements (MD04): one item's time-phased list with the running available quantity. */
export function StockRequirementsTab({ productId }: { productId: string }) {
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
        label="Stock requirements query"
        itemId={itemId}
        submitLabel="Show Stock/Requirements"
        onSubmit={(id) => {
          setItemId(id);
          setShownHorizon(clampHorizon(horizonDays));
        }}
      >
        <label>
          Horizon (days)
          <input
            type="number"
            min={HORIZON_RANGE.min}
            max={HORIZON_RANGE.max}
            value={Number.isNaN(horizonDays) ? '' : horizonDays}
            onChange={(event) => setHorizonDays(event.target.valueAsNumber)}
          />
        </label>
      </ItemQueryForm>
      {itemId === '' && <p className="bom-note">Enter a material to see its stock and requirements.</p>}
      {list.isFetching && (
        <p className="muted" role="status">
          Planning {itemId}...
        </p>
      )}
      {list.error && (
        <p className="bom-error" role="alert">
          {failureText(list.error, 'Failed to load the stock/requirements list')}
        </p>
      )}
      {list.data && <StockRequirementsView list={list.data} />}
    </div>
  );
}

function StockRequirementsView({ list }: { list: StockRequirements }) {
  const record = list.record;
  const unit = list.unit ?? '';
  return (
    <>
      <div className="md04-header">
        <h3>
          <span className="mono">{list.item_id}</span> {list.item_name}
        </h3>
        <dl className="md04-facts">
          <Fact label="Planning date" value={list.planning_date} />
          {record && <Fact label="On hand" value={`${formatNumber(record.on_hand)} ${unit}`} />}
          {record && <Fact label="Available" value={`${formatNumber(record.available)} ${unit}`} />}
          <Fact label="Safety stock" value={`${formatNumber(list.safety_stock)} ${unit}`} />
          <Fact label="Reorder point" value={`${formatNumber(list.reorder_point)} ${unit}`} />
          {record && <Fact label="Procurement" value={formatCode(record.procurement)} />}
          {record && <Fact label="Lot sizing" value={record.lot_sizing_method} />}
          {record && <Fact label="Lead time" value={`${record.lead_time_days} days`} />}
        </dl>
      </div>
      {record && record.elements.length > 0 ? (
        <StockRequirementsTable elements={record.elements} safetyStock={list.safety_stock} unit={list.unit} />
      ) : (
        <p className="empty-state">No stock, requirements or receipts for {list.item_id} in the horizon.</p>
      )}
      <h3 className="md04-subtitle">Action messages for {list.item_id}</h3>
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
