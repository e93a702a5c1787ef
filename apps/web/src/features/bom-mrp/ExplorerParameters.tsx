import type { FormEvent } from 'react';
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
  function submit(event: FormEvent) {
    event.preventDefault();
    onExplode();
  }
  return (
    <form className="explorer-parameters" onSubmit={submit} aria-label="Explosion parameters">
      <label>
        Product ID
        <input
          value={parameters.productId}
          onChange={(event) => onEdit({ productId: event.target.value.toUpperCase() })}
        />
      </label>
      <label>
        Quantity
        <input
          type="number"
          min={1}
          step={1}
          value={Number.isNaN(parameters.quantity) ? '' : parameters.quantity}
          onChange={(event) => onEdit({ quantity: event.target.valueAsNumber })}
        />
      </label>
      <label>
        Max Levels
        <select
          value={parameters.maxLevel}
          onChange={(event) => onEdit({ maxLevel: Number(event.target.value) })}
        >
          {MAX_LEVEL_CHOICES.map((level) => (
            <option key={level} value={level}>
              {level === 99 ? 'All Levels' : level}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={isExploding}>
        {isExploding ? 'Exploding...' : 'Explode BOM'}
      </button>
    </form>
  );
}
