import type { CapacityPeriod, CapacityWorkCenterLoad } from '../../api/capacity-api.ts';
import { PERIOD_LABELS } from './capacity-format.ts';

interface CapacityToolbarProps {
  period: CapacityPeriod;
  workCenterId: string;
  includePlannedOrders: boolean;
  workCenters: readonly CapacityWorkCenterLoad[];
  onPeriod: (period: CapacityPeriod) => void;
  onWorkCenter: (workCenterId: string) => void;
  onIncludePlannedOrders: (include: boolean) => void;
}

/** Period (Day, Week, Month), the work-center filter and whether MRP's planned orders add load. */
export function CapacityToolbar(props: CapacityToolbarProps) {
  return (
    <div className="capacity-toolbar">
      <label>
        Period
        <select
          aria-label="Period"
          value={props.period}
          onChange={(event) => props.onPeriod(event.target.value as CapacityPeriod)}
        >
          {(Object.keys(PERIOD_LABELS) as CapacityPeriod[]).map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Work center
        <select
          aria-label="Work center"
          value={props.workCenterId}
          onChange={(event) => props.onWorkCenter(event.target.value)}
        >
          <option value="">All work centers</option>
          {props.workCenters.map((wc) => (
            <option key={wc.id} value={wc.id}>
              {wc.id} {wc.name}
            </option>
          ))}
        </select>
      </label>
      <label className="capacity-toolbar__check">
        <input
          type="checkbox"
          checked={props.includePlannedOrders}
          onChange={(event) => props.onIncludePlannedOrders(event.target.checked)}
        />
        Include MRP planned orders
      </label>
    </div>
  );
}
