import type { PlantMrpFilter } from './plant-mrp.ts';

export const PLANTS = [
  { plant: '1000', label: '1000 Main Plant' },
  { plant: '2000', label: '2000 Distribution Center' },
] as const;

/** The one plant the dataset holds; MRP plans it only. */
export const DATASET_PLANT = '1000';

const FILTERS: ReadonlyArray<{ filter: PlantMrpFilter; label: string }> = [
  { filter: 'all', label: 'All' },
  { filter: 'shortages', label: 'Shortages' },
  { filter: 'planned', label: 'Planned Orders' },
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
  return (
    <div className="plant-mrp-toolbar">
      <button
        type="button"
        className="button button--primary"
        onClick={props.onRun}
        disabled={props.isRunning}
      >
        {props.isRunning ? 'Running MRP...' : 'Run MRP'}
      </button>
      <button type="button" className="button" onClick={props.onRefresh} disabled={props.isRunning}>
        Refresh
      </button>
      <label>
        Plant
        <select value={props.plant} onChange={(event) => props.onPlant(event.target.value)}>
          {PLANTS.map((p) => (
            <option key={p.plant} value={p.plant}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Show
        <select
          value={props.filter}
          onChange={(event) => props.onFilter(event.target.value as PlantMrpFilter)}
        >
          {FILTERS.map((f) => (
            <option key={f.filter} value={f.filter}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
