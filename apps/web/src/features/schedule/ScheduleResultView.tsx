import type { ScheduleResult } from '@takt/contract';
import { FeasibilityBanner } from './FeasibilityBanner.tsx';
import { GanttChart } from './GanttChart.tsx';
import { KpiTiles } from './KpiTiles.tsx';
import { LateOrdersList } from './LateOrdersList.tsx';
import { PlanStatusBanner } from './PlanStatusBanner.tsx';
import { ProcessingDetails } from './ProcessingDetails.tsx';
import type { PlanStatus } from './plan-status.ts';
import { ScheduleChangesPanel } from './ScheduleChangesPanel.tsx';
import { ScheduledOrdersTable } from './ScheduledOrdersTable.tsx';

interface ScheduleResultViewProps {
  result: ScheduleResult;
  showLateOrders: boolean;
  status: PlanStatus;
  isBusy?: boolean;
  onDiscard?: () => void;
  onUndo?: () => void;
}

/**
 * A schedule result in the order of enterprise-shell §2 (AI processing details, the changes
 * summary, KPI tiles, the Gantt chart and the first orders; the workspace adds the late orders),
 * under what the plan is: a proposal, the released plan, or a plan that breaks a hard rule (issue 9).
 */
export function ScheduleResultView({
  result,
  showLateOrders,
  status,
  isBusy,
  onDiscard,
  onUndo,
}: ScheduleResultViewProps) {
  return (
    <div className="schedule-result" data-plan-status={status}>
      <FeasibilityBanner feasibility={result.feasibility} />
      <PlanStatusBanner
        status={status}
        baseline={result.baseline}
        isBusy={isBusy}
        onDiscard={onDiscard}
        onUndo={onUndo}
      />
      <ProcessingDetails result={result} />
      {result.changes_summary && <ScheduleChangesPanel summary={result.changes_summary} />}
      <KpiTiles kpis={result.kpis} changesSummary={result.changes_summary} />
      {showLateOrders && <LateOrdersList lateOrders={result.late_orders} />}
      <GanttChart orders={result.data.orders} downtimes={result.downtimes} changes={result.changes_summary} />
      <ScheduledOrdersTable orders={result.data.orders} />
    </div>
  );
}
