import { type UiKey, useT } from '../../i18n/t.ts';
import { formatDay, formatNumber } from './bom-format.ts';
import type { PlantMrpLine } from './plant-mrp.ts';

/** MD01's Stock/Requirements table: one line per planned material, its most urgent exception under its name. */
export function PlantStockRequirementsTable({ lines }: { lines: readonly PlantMrpLine[] }) {
  const t = useT();
  if (lines.length === 0) return <p className="empty-state">{t('md01.table.none')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={t('md01.stock')}>
        <thead>
          <tr>
            <th>{t('md01.col.material')}</th>
            <th>{t('md01.col.description')}</th>
            <th className="num">{t('md01.col.required')}</th>
            <th className="num">{t('md01.col.available')}</th>
            <th className="num">{t('md01.col.receipts')}</th>
            <th className="num">{t('md01.col.shortage')}</th>
            <th className="num">{t('md01.col.planned')}</th>
            <th className="num">{t('md01.col.safety')}</th>
            <th className="num">{t('md01.col.reorder')}</th>
            <th className="num">{t('md01.col.leadTime')}</th>
            <th>{t('md01.col.orderDate')}</th>
            <th title={t('md01.col.period.hint')}>{t('md01.col.period')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const unit = line.unit ?? '';
            return (
              <tr key={line.material_id} className={line.shortage > 0 ? 'row--shortage' : undefined}>
                <td>
                  <span className="mono">{line.material_id}</span>
                  <div className="muted">{t(`md01.element.${line.mrp_element}` as UiKey)}</div>
                </td>
                <td className="wrap">
                  <span translate="no">{line.material_name}</span>
                  {line.exception_message && (
                    <div className={`exception exception--${line.exception_priority?.toLowerCase()}`}>
                      {line.exception_message}
                    </div>
                  )}
                </td>
                <td className="num">{formatNumber(line.required_quantity, 1)}</td>
                <td className={`num${line.available_stock < line.safety_stock ? ' qty--out' : ''}`}>
                  {formatNumber(line.available_stock, 1)}
                </td>
                <td className="num">{formatNumber(line.planned_receipts, 1)}</td>
                <td className={`num${line.shortage > 0 ? ' qty--out' : ''}`}>
                  {line.shortage > 0 ? `${formatNumber(line.shortage, 1)} ${unit}` : '-'}
                </td>
                <td className="num">
                  {line.planned_orders > 0 ? formatNumber(line.planned_orders, 1) : '-'}
                </td>
                <td className="num">{formatNumber(line.safety_stock, 1)}</td>
                <td className="num">
                  {line.reorder_point === null ? '-' : formatNumber(line.reorder_point, 1)}
                </td>
                <td className="num">{t('mrp.daysShort', { days: formatNumber(line.lead_time_days) })}</td>
                <td>{line.suggested_order_date ? formatDay(line.suggested_order_date) : '-'}</td>
                <td>{line.requirement_date ? formatDay(line.requirement_date) : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
