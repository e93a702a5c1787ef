import { useState } from 'react';
import { failureText, type MrpResult, runMrp } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { ActionMessagesList } from './ActionMessagesList.tsx';
import { CapacityCheckView } from './CapacityCheckView.tsx';
import { MrpParametersForm } from './MrpParametersForm.tsx';
import { type MrpSubTab, MrpSubTabs } from './MrpSubTabs.tsx';
import { MrpSummaryCards } from './MrpSummaryCards.tsx';
import { defaultMrpParameters, type MrpParameters, mrpRunRequest } from './mrp-parameters.ts';
import { PlannedOrdersTable } from './PlannedOrdersTable.tsx';

/** MRP Planning (MD01/MD02): demand orders and parameters, then the run's orders, messages and capacity. */
export function MrpPlanningTab({ productId }: { productId: string }) {
  const t = useT();
  const [parameters, setParameters] = useState<MrpParameters>(() => defaultMrpParameters(productId.trim()));
  const [subTab, setSubTab] = useState<MrpSubTab>('parameters');
  const [result, setResult] = useState<MrpResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isRunning, setIsRunning] = useState(false);

  async function run() {
    const request = mrpRunRequest(parameters);
    if ('error' in request) {
      setError(request.error);
      return;
    }
    setIsRunning(true);
    setError(null);
    try {
      setResult(await runMrp(request));
      // A successful run switches to its results (planning-workspaces §4).
      setSubTab('orders');
    } catch (failure) {
      setError(failureText(failure, t('mrp.failed')));
    } finally {
      setIsRunning(false);
    }
  }

  return (
    <div className="mrp-planning">
      <MrpSubTabs active={subTab} hasResult={result !== null} onSelect={setSubTab} />
      {error && (
        <p className="bom-error" role="alert">
          {error}
        </p>
      )}
      <div
        className="mrp-planning__panel"
        role="tabpanel"
        id="mrp-panel"
        aria-labelledby={`mrp-tab-${subTab}`}
      >
        {subTab === 'parameters' && (
          <MrpParametersForm
            parameters={parameters}
            productId={productId.trim()}
            isRunning={isRunning}
            onChange={setParameters}
            onRun={run}
          />
        )}
        {subTab !== 'parameters' && result && (
          <>
            <MrpSummaryCards result={result} />
            {result.warnings.length > 0 && (
              <ul className="mrp-warnings" aria-label={t('mrp.warnings')}>
                {result.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            )}
            {subTab === 'orders' && (
              <PlannedOrdersTable orders={result.planned_orders} planningDate={result.planning_date} />
            )}
            {subTab === 'messages' && <ActionMessagesList messages={result.action_messages} />}
            {subTab === 'capacity' && <CapacityCheckView check={result.capacity_check} />}
          </>
        )}
      </div>
    </div>
  );
}
