import { useT } from '../../i18n/t.ts';
import { BomComponentRow } from './BomComponentRow.tsx';
import { type ComponentDraft, lineNumber } from './bom-form.ts';

interface BomComponentsTableProps {
  components: readonly ComponentDraft[];
  isReadOnly: boolean;
  onEdit: (index: number, patch: Partial<ComponentDraft>) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/** The components table, numbered 10, 20, 30 ...; adding a line while displaying starts a change. */
export function BomComponentsTable({
  components,
  isReadOnly,
  onEdit,
  onRemove,
  onAdd,
}: BomComponentsTableProps) {
  const t = useT();
  return (
    <section className="bom-components" aria-labelledby="bom-components-title">
      <div className="bom-section-head">
        <h3 id="bom-components-title">{t('bom.components')}</h3>
        <button type="button" className="button" onClick={onAdd}>
          {t('bom.components.add')}
        </button>
      </div>
      <div className="table-scroll">
        <table className="data-table bom-table">
          <thead>
            <tr>
              <th className="num">{t('bom.col.item')}</th>
              <th>{t('bom.col.itemId')}</th>
              <th>{t('bom.col.itemName')}</th>
              <th>{t('bom.col.quantity')}</th>
              <th>{t('bom.col.uom')}</th>
              <th>{t('bom.col.type')}</th>
              <th>{t('bom.col.scrap')}</th>
              <th>{t('bom.col.phantom')}</th>
              <th>{t('bom.col.unitCost')}</th>
              <th className="num">{t('bom.col.totalCost')}</th>
              <th>
                <span className="visually-hidden">{t('bom.col.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {components.map((component, index) => (
              <BomComponentRow
                // Lines have no stable id before they are saved; the position is the line number.
                // biome-ignore lint/suspicious/noArrayIndexKey: the line number is the identity here
                key={index}
                component={component}
                lineNo={lineNumber(index)}
                isReadOnly={isReadOnly}
                onEdit={(patch) => onEdit(index, patch)}
                onRemove={() => onRemove(index)}
              />
            ))}
            {components.length === 0 && (
              <tr>
                <td colSpan={11} className="muted">
                  {t('bom.components.none')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
