import type { ScheduleResult } from '@takt/contract';
import { GanttChart } from './GanttChart.tsx';
import { KpiTiles } from './KpiTiles.tsx';
import { LateOrdersList } from './LateOrdersList.tsx';
import { ProcessingDetails } from './ProcessingDetails.tsx';
import { ScheduleChangesPanel } from './ScheduleChangesPanel.tsx';
import { ScheduledOrdersTable } from './ScheduledOrdersTable.tsx';

/**
 * A schedule result in the order of enterprise-shell §2: AI processing details, the changes
 * summary, KPI tiles, the Gantt chart and the first orders; the workspace adds the late orders.
 */
export function ScheduleResultView({
  result,
  showLateOrders,
}: {
  result: ScheduleResult;
  showLateOrders: boolean;
}) {
  return (
    <div className="schedule-result">
      <ProcessingDetails result={result} />
      {result.changes_summary && <ScheduleChangesPanel summary={result.changes_summary} />}
      <KpiTiles kpis={result.kpis} changesSummary={result.changes_summary} />
      {showLateOrders && <LateOrdersList lateOrders={result.late_orders} />}
      <GanttChart orders={result.data.orders} />
      <ScheduledOrdersTable orders={result.data.orders} />
    </div>
  );
}
