import { type UiKey, useT } from '../../i18n/t.ts';
import { BOM_STATUSES, type BomDraft, type BomMode, UNITS_OF_MEASURE } from './bom-form.ts';

type HeaderPatch = Partial<Omit<BomDraft, 'components'>>;

interface BomHeaderFieldsProps {
  draft: BomDraft;
  mode: BomMode;
  onEdit: (patch: HeaderPatch) => void;
}

/** The BOM header (planning-workspaces §3); the product ID can be typed only when creating. */
export function BomHeaderFields({ draft, mode, onEdit }: BomHeaderFieldsProps) {
  const t = useT();
  const isReadOnly = mode === 'display';
  return (
    <fieldset className="bom-header" aria-label={t('bom.header')}>
      <label>
        {t('bom.header.productId')}
        <input
          value={draft.product_id}
          readOnly={mode !== 'create'}
          onChange={(event) => onEdit({ product_id: event.target.value.toUpperCase() })}
        />
      </label>
      <label className="bom-header__wide">
        {t('bom.header.productName')}
        <input
          value={draft.product_name}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ product_name: event.target.value })}
        />
      </label>
      <label>
        {t('bom.header.revision')}
        <input
          value={draft.revision}
          readOnly={isReadOnly}
          maxLength={10}
          onChange={(event) => onEdit({ revision: event.target.value })}
        />
      </label>
      <label>
        {t('bom.header.baseQuantity')}
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
        {t('bom.header.baseUom')}
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
        {t('bom.header.status')}
        <select
          value={draft.status}
          disabled={isReadOnly}
          onChange={(event) => onEdit({ status: event.target.value as BomDraft['status'] })}
        >
          {BOM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bom.status.${status}` as UiKey)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('bom.header.effectiveDate')}
        <input
          type="date"
          value={draft.effective_date}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ effective_date: event.target.value })}
        />
      </label>
      <label className="bom-header__full">
        {t('bom.header.description')}
        <input
          value={draft.description}
          readOnly={isReadOnly}
          onChange={(event) => onEdit({ description: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
