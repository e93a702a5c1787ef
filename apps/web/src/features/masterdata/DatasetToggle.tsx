import type { Dataset } from './dataset.ts';

interface DatasetToggleProps {
  dataset: Dataset;
  onChooseDefault: () => void;
  onChooseCustom: () => void;
}

export function DatasetToggle({ dataset, onChooseDefault, onChooseCustom }: DatasetToggleProps) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Dataset</legend>
      <button
        type="button"
        className="segmented__option"
        aria-pressed={dataset === 'default'}
        onClick={onChooseDefault}
      >
        Default Dataset
      </button>
      <button
        type="button"
        className="segmented__option"
        aria-pressed={dataset === 'custom'}
        onClick={onChooseCustom}
      >
        Custom Data
      </button>
    </fieldset>
  );
}
