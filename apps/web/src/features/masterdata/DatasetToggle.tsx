import { useT } from '../../i18n/t.ts';
import type { Dataset } from './dataset.ts';

interface DatasetToggleProps {
  dataset: Dataset;
  onChooseDefault: () => void;
  onChooseCustom: () => void;
}

export function DatasetToggle({ dataset, onChooseDefault, onChooseCustom }: DatasetToggleProps) {
  const t = useT();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{t('md.dataset')}</legend>
      <button
        type="button"
        className="segmented__option"
        aria-pressed={dataset === 'default'}
        onClick={onChooseDefault}
      >
        {t('md.dataset.default')}
      </button>
      <button
        type="button"
        className="segmented__option"
        aria-pressed={dataset === 'custom'}
        onClick={onChooseCustom}
      >
        {t('md.dataset.custom')}
      </button>
    </fieldset>
  );
}
