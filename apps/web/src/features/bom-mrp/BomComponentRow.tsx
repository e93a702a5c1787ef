import { type UiKey, useT } from '../../i18n/t.ts';
import { COMPONENT_TYPES, type ComponentDraft, lineCost, UNITS_OF_MEASURE } from './bom-form.ts';
import { componentTypeLabel, formatMoney } from './bom-format.ts';

interface BomComponentRowProps {
  component: ComponentDraft;
  lineNo: number;
  isReadOnly: boolean;
  onEdit: (patch: Partial<ComponentDraft>) => void;
  onRemove: () => void;
}

const numberValue = (value: number) => (Number.isNaN(value) ? '' : value);

/**
 * One component line; inputs step as planning-workspaces §2 says (quantity 0.001, cost 0.01, scrap 0.1).
 * The item name is the item master's: the server stores the item ID and reads the name back.
 */
export function BomComponentRow({ component, lineNo, isReadOnly, onEdit, onRemove }: BomComponentRowProps) {
  const t = useT();
  const label = (field: UiKey) => t('bom.line.field', { field: t(field), line: lineNo });
  return (
    <tr>
      <td className="num mono">{String(lineNo).padStart(4, '0')}</td>
      <td>
        <input
          className="bom-cell bom-cell--id"
          aria-label={label('bom.col.itemId')}
          value={component.item_id}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ item_id: event.target.value.toUpperCase() })}
        />
      </td>
      <td className="bom-cell--name" translate="no">
        {component.item_name}
      </td>
      <td>
        <input
          className="bom-cell bom-cell--num"
          type="number"
          aria-label={label('bom.col.quantity')}
          step={0.001}
          value={numberValue(component.quantity_per)}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ quantity_per: event.target.valueAsNumber })}
        />
      </td>
      <td>
        <select
          aria-label={label('bom.col.uom')}
          value={component.uom}
          disabled={isReadOnly}
          onChange={(event) => onEdit({ uom: event.target.value })}
        >
          {UNITS_OF_MEASURE.map((unit) => (
            <option key={unit}>{unit}</option>
          ))}
        </select>
      </td>
      <td>
        <select
          aria-label={label('bom.col.componentType')}
          value={component.component_type}
          disabled={isReadOnly}
          onChange={(event) =>
            onEdit({ component_type: event.target.value as ComponentDraft['component_type'] })
          }
        >
          {COMPONENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {componentTypeLabel(type)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          className="bom-cell bom-cell--num"
          type="number"
          aria-label={label('bom.col.scrap')}
          min={0}
          max={100}
          step={0.1}
          value={numberValue(component.scrap_percent)}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ scrap_percent: event.target.valueAsNumber })}
        />
      </td>
      <td className="bom-cell--check">
        <input
          type="checkbox"
          aria-label={label('bom.col.phantom')}
          checked={component.is_phantom}
          disabled={isReadOnly}
          onChange={(event) => onEdit({ is_phantom: event.target.checked })}
        />
      </td>
      <td>
        <input
          className="bom-cell bom-cell--num"
          type="number"
          aria-label={label('bom.col.unitCost')}
          min={0}
          step={0.01}
          value={numberValue(component.unit_cost)}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ unit_cost: event.target.valueAsNumber })}
        />
      </td>
      <td className="num">{formatMoney(lineCost(component))}</td>
      <td>
        {!isReadOnly && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('bom.line.remove', { line: lineNo })}
            onClick={onRemove}
          >
            ✕
          </button>
        )}
      </td>
    </tr>
  );
}
