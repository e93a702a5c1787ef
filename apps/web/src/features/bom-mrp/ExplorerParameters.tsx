import type { FormEvent } from 'react';
import { useT } from '../../i18n/t.ts';
import { MAX_LEVEL_CHOICES } from './explorer-tree.ts';

export interface ExplosionParameters {
  productId: string;
  quantity: number;
  maxLevel: number;
}

interface ExplorerParametersProps {
  parameters: ExplosionParameters;
  isExploding: boolean;
  onEdit: (patch: Partial<ExplosionParameters>) => void;
  onExplode: () => void;
}

/** Product ID, quantity (at least 1) and max levels (1, 2, 3, 5, 10, All Levels) of an explosion. */
export function ExplorerParameters({ parameters, isExploding, onEdit, onExplode }: ExplorerParametersProps) {
  const t = useT();
  function submit(event: FormEvent) {
    event.preventDefault();
    onExplode();
  }
  return (
    <form className="explorer-parameters" onSubmit={submit} aria-label={t('bom.explorer.parameters')}>
      <label>
        {t('bom.header.productId')}
        <input
          value={parameters.productId}
          onChange={(event) => onEdit({ productId: event.target.value.toUpperCase() })}
        />
      </label>
      <label>
        {t('bom.explorer.quantity')}
        <input
          type="number"
          min={1}
          step={1}
          value={Number.isNaN(parameters.quantity) ? '' : parameters.quantity}
          onChange={(event) => onEdit({ quantity: event.target.valueAsNumber })}
        />
      </label>
      <label>
        {t('bom.explorer.maxLevels')}
        <select
          value={parameters.maxLevel}
          onChange={(event) => onEdit({ maxLevel: Number(event.target.value) })}
        >
          {MAX_LEVEL_CHOICES.map((level) => (
            <option key={level} value={level}>
              {level === 99 ? t('bom.explorer.allLevels') : level}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={isExploding}>
        {isExploding ? t('bom.explorer.exploding') : t('bom.explorer.explode')}
      </button>
    </form>
  );
}
