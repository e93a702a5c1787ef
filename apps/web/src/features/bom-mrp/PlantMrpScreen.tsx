import { useMemo, useState } from 'react';
import { failureText } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatDay } from './bom-format.ts';
import { CriticalMaterialsBanner } from './CriticalMaterialsBanner.tsx';
import { MrpRunProgress } from './MrpRunProgress.tsx';
import { PlantMrpKpiCards } from './PlantMrpKpiCards.tsx';
import { DATASET_PLANT, PLANTS, PlantMrpToolbar } from './PlantMrpToolbar.tsx';
import { PlantStockRequirementsTable } from './PlantStockRequirementsTable.tsx';
import { filterLines, type PlantMrpFilter, plantMrpLines, plantMrpSummary } from './plant-mrp.ts';
import { RecommendedActions } from './RecommendedActions.tsx';
import { usePlantMrp } from './use-plant-mrp.ts';
import './mrp-planning.css';
import './mrp.css';

/** MD01 MRP Planning: the plant's MRP run, its KPIs, critical materials and Stock/Requirements table. */
export function PlantMrpScreen() {
  const t = useT();
  const plantMrp = usePlantMrp();
  const [plant, setPlant] = useState('1000');
  const [filter, setFilter] = useState<PlantMrpFilter>('all');
  const { result, items } = plantMrp;
  const plantKey = PLANTS.find((p) => p.plant === plant)?.label;
  const plantLabel = plantKey ? t(plantKey) : plant;
  const lines = useMemo(() => (result ? plantMrpLines(result, items) : []), [result, items]);
  const summary = useMemo(
    () => (result ? plantMrpSummary(result, lines, items) : null),
    [result, lines, items],
  );

  return (
    <div className="plant-mrp">
      <PlantMrpToolbar
        plant={plant}
        filter={filter}
        isRunning={plantMrp.isRunning}
        onPlant={setPlant}
        onFilter={setFilter}
        onRun={plantMrp.runCalculation}
        onRefresh={plantMrp.refresh}
      />
      {plantMrp.isRunning && <MrpRunProgress progress={plantMrp.progress} />}
      {plantMrp.error && !plantMrp.isRunning && (
        <div className="error-note" role="alert">
          <p>{t('md01.error')}</p>
          <p className="error-note__detail">{failureText(plantMrp.error, t('md01.error'))}</p>
        </div>
      )}
      {plant !== DATASET_PLANT && (
        <p className="empty-state" role="status">
          {t('md01.noData', {
            plant: plantLabel,
            datasetPlant: DATASET_PLANT,
          })}
        </p>
      )}
      {/* The run plans the dataset's one plant: its figures are never shown under another plant's name. */}
      {summary && result && plant === DATASET_PLANT && (
        <>
          <p className="plant-mrp__period muted">
            {t('md01.period', {
              date: formatDay(summary.planning_date),
              days: summary.planning_horizon_days,
            })}
          </p>
          <PlantMrpKpiCards summary={summary} />
          <CriticalMaterialsBanner materials={summary.critical_materials} />
          <section aria-labelledby="plant-stock-title">
            <h2 id="plant-stock-title" className="plant-mrp__title">
              {t('md01.stock')}
            </h2>
            <PlantStockRequirementsTable lines={filterLines(lines, filter)} />
          </section>
          <RecommendedActions messages={result.action_messages} />
        </>
      )}
    </div>
  );
}
