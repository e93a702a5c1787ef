import type { StockRequirementElement } from '../../api/bom-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';
import { formatDay, formatNumber } from './bom-format.ts';
import { availabilityStatus, ELEMENT_LABELS } from './stock-requirements.ts';

interface StockRequirementsTableProps {
  elements: readonly StockRequirementElement[];
  safetyStock: number;
  unit: string | null;
}

const STATUS_NOTES: Record<string, UiKey | null> = {
  shortage: 'md04.status.shortage',
  'below-safety': 'md04.status.below-safety',
  covered: null,
};

/** MD04's list: stock, requirements, receipts and planned orders in date order with the running quantity. */
export function StockRequirementsTable({ elements, safetyStock, unit }: StockRequirementsTableProps) {
  const t = useT();
  const hasSafetyStockLine = elements.some((e) => e.element_type === 'SAFETY_STOCK');
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={t('md04.list')}>
        <thead>
          <tr>
            <th>{t('md04.col.date')}</th>
            <th>{t('md04.col.element')}</th>
            <th>{t('md04.col.data')}</th>
            <th className="num">{t('md04.col.quantity')}</th>
            <th className="num">{t('md04.col.available')}</th>
            <th>{t('md04.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {elements.map((element, index) => {
            const status = availabilityStatus(element, safetyStock, hasSafetyStockLine);
            return (
              <tr
                // The list is the server's, in its order; an element id can repeat (stock, safety stock).
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className={`md04-row md04-row--${status}`}
                data-status={status}
              >
                <td>{formatDay(element.date)}</td>
                <td>
                  {ELEMENT_LABELS[element.element_type]
                    ? t(ELEMENT_LABELS[element.element_type])
                    : element.element_type}
                </td>
                <td className="mono">{element.element_id}</td>
                <td className={`num ${element.quantity < 0 ? 'qty--out' : 'qty--in'}`}>
                  {element.quantity > 0 ? '+' : ''}
                  {formatNumber(element.quantity)}
                </td>
                <td className="num">
                  {formatNumber(element.available_quantity)} {unit ?? ''}
                </td>
                <td>
                  {STATUS_NOTES[status] && (
                    <span className={`md04-flag md04-flag--${status}`}>{t(STATUS_NOTES[status])}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
