import { type UiKey, useT } from '../../i18n/t.ts';
import type { PlantMrpFilter } from './plant-mrp.ts';

export const PLANTS = [
  { plant: '1000', label: 'md01.plant.1000' },
  { plant: '2000', label: 'md01.plant.2000' },
] as const satisfies ReadonlyArray<{ plant: string; label: UiKey }>;

/** The one plant the dataset holds; MRP plans it only. */
export const DATASET_PLANT = '1000';

const FILTERS: ReadonlyArray<{ filter: PlantMrpFilter; label: UiKey }> = [
  { filter: 'all', label: 'md01.filter.all' },
  { filter: 'shortages', label: 'md01.filter.shortages' },
  { filter: 'planned', label: 'md01.filter.planned' },
];

interface PlantMrpToolbarProps {
  plant: string;
  filter: PlantMrpFilter;
  isRunning: boolean;
  onPlant: (plant: string) => void;
  onFilter: (filter: PlantMrpFilter) => void;
  onRun: () => void;
  onRefresh: () => void;
}

/** Run MRP, Refresh, the plant (not sent: the dataset is plant 1000) and the table filter. */
export function PlantMrpToolbar(props: PlantMrpToolbarProps) {
  const t = useT();
  return (
    <div className="plant-mrp-toolbar">
      <button
        type="button"
        className="button button--primary"
        onClick={props.onRun}
        disabled={props.isRunning}
      >
        {props.isRunning ? t('mrp.running') : t('mrp.run')}
      </button>
      <button type="button" className="button" onClick={props.onRefresh} disabled={props.isRunning}>
        {t('md01.refresh')}
      </button>
      <label>
        {t('md01.plant')}
        <select value={props.plant} onChange={(event) => props.onPlant(event.target.value)}>
          {PLANTS.map((p) => (
            <option key={p.plant} value={p.plant}>
              {t(p.label)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('md01.show')}
        <select
          value={props.filter}
          onChange={(event) => props.onFilter(event.target.value as PlantMrpFilter)}
        >
          {FILTERS.map((f) => (
            <option key={f.filter} value={f.filter}>
              {t(f.label)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
