import type { CapacityPeriod, CapacityWorkCenterLoad } from '../../api/capacity-api.ts';
import { useT } from '../../i18n/t.ts';
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
  const t = useT();
  return (
    <div className="capacity-toolbar">
      <label>
        {t('cm.period')}
        <select
          aria-label={t('cm.period')}
          value={props.period}
          onChange={(event) => props.onPeriod(event.target.value as CapacityPeriod)}
        >
          {(Object.keys(PERIOD_LABELS) as CapacityPeriod[]).map((p) => (
            <option key={p} value={p}>
              {t(PERIOD_LABELS[p])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('cm.workCenter')}
        <select
          aria-label={t('cm.workCenter')}
          value={props.workCenterId}
          onChange={(event) => props.onWorkCenter(event.target.value)}
        >
          <option value="">{t('cm.allWorkCenters')}</option>
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
        {t('cm.includePlanned')}
      </label>
    </div>
  );
}
