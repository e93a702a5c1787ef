import { BOM_STATUSES, type BomDraft, type BomMode, UNITS_OF_MEASURE } from './bom-form.ts';

type HeaderPatch = Partial<Omit<BomDraft, 'components'>>;

interface BomHeaderFieldsProps {
  draft: BomDraft;
  mode: BomMode;
  onEdit: (patch: HeaderPatch) => void;
}

/** The BOM header (planning-workspaces §3); the product ID can be typed only when creating. */
export function BomHeaderFields({ draft, mode, onEdit }: BomHeaderFieldsProps) {
  const isReadOnly = mode === 'display';
  return (
    <fieldset className="bom-header" aria-label="BOM header">
      <label>
        Product ID
        <input
          value={draft.product_id}
          readOnly={mode !== 'create'}
          onChange={(event) => onEdit({ product_id: event.target.value.toUpperCase() })}
        />
      </label>
      <label className="bom-header__wide">
        Product Name
        <input
          value={draft.product_name}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ product_name: event.target.value })}
        />
      </label>
      <label>
        Revision
        <input
          value={draft.revision}
          readOnly={isReadOnly}
          maxLength={10}
          onChange={(event) => onEdit({ revision: event.target.value })}
        />
      </label>
      <label>
        Base Quantity
        <input
          type="number"
          min={0.001}
          step={0.001}
          value={Number.isNaN(draft.base_quantity) ? '' : draft.base_quantity}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ base_quantity: event.target.valueAsNumber })}
        />
      </label>
      <label>
        Base UoM
        <select
          value={draft.base_uom}
          disabled={isReadOnly}
          onChange={(event) => onEdit({ base_uom: event.target.value })}
        >
          {UNITS_OF_MEASURE.map((unit) => (
            <option key={unit}>{unit}</option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select
          value={draft.status}
          disabled={isReadOnly}
          onChange={(event) => onEdit({ status: event.target.value as BomDraft['status'] })}
        >
          {BOM_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </label>
      <label>
        Effective Date
        <input
          type="date"
          value={draft.effective_date}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ effective_date: event.target.value })}
        />
      </label>
      <label className="bom-header__full">
        Description
        <input
          value={draft.description}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ description: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
