import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CapacityPeriod, type CapacityResponse, fetchCapacity } from '../../api/capacity-api.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import '../bom-mrp/mrp-planning.css';
import { CapacityKpiCards } from './CapacityKpiCards.tsx';
import { CapacityRecommendations } from './CapacityRecommendations.tsx';
import { CapacityToolbar } from './CapacityToolbar.tsx';
import { periodLabel } from './capacity-format.ts';
import { UtilizationTable } from './UtilizationTable.tsx';
import { WorkCenterLoadChart } from './WorkCenterLoadChart.tsx';
import './capacity.css';
import { useT } from '../../i18n/t.ts';

/** CM01 Capacity Planning: load against capacity per work center, computed by the server from the plan. */
export function CapacityScreen() {
  const [period, setPeriod] = useState<CapacityPeriod>('week');
  const [workCenterId, setWorkCenterId] = useState('');
  const [includePlannedOrders, setIncludePlannedOrders] = useState(false);
  const [shown, setShown] = useState(0);
  const t = useT();

  // Every work center's answer gives the filter its options; a filtered one is asked for separately.
  const all = useQuery({
    queryKey: ['capacity', period, includePlannedOrders, ''],
    queryFn: ({ signal }) => fetchCapacity({ period, includePlannedOrders }, signal),
  });
  const filtered = useQuery({
    queryKey: ['capacity', period, includePlannedOrders, workCenterId],
    queryFn: ({ signal }) => fetchCapacity({ period, includePlannedOrders, workCenterId }, signal),
    enabled: workCenterId !== '',
  });
  const answer = workCenterId ? filtered : all;

  return (
    <div className="capacity">
      <CapacityToolbar
        period={period}
        workCenterId={workCenterId}
        includePlannedOrders={includePlannedOrders}
        workCenters={all.data?.days[0]?.work_centers ?? []}
        onPeriod={(next) => {
          setPeriod(next);
          setShown(0);
        }}
        onWorkCenter={setWorkCenterId}
        onIncludePlannedOrders={setIncludePlannedOrders}
      />
      {answer.isPending ? (
        <LoadingNote what={t('cm.loading')} />
      ) : answer.isError ? (
        <ErrorNote prefix={t('cm.failed')} error={answer.error} onRetry={() => answer.refetch()} />
      ) : (
        <CapacityView
          answer={answer.data}
          shown={Math.min(shown, answer.data.days.length - 1)}
          onShow={setShown}
        />
      )}
    </div>
  );
}

interface CapacityViewProps {
  answer: CapacityResponse;
  shown: number;
  onShow: (index: number) => void;
}

function CapacityView({ answer, shown, onShow }: CapacityViewProps) {
  const day = answer.days[shown];
  const overloaded = answer.days.flatMap((d) => d.bottlenecks.map((id) => ({ id, date: d.date })));
  const t = useT();
  return (
    <>
      <CapacityKpiCards totals={answer.totals} />
      {overloaded.length > 0 && (
        <div className="capacity-warning" role="alert">
          <strong>{t('cm.warning')}</strong>{' '}
          {t('cm.warning.text', {
            count: answer.totals.bottlenecks.length,
            list: overloaded.map((o) => `${o.id} (${periodLabel(answer.period, o.date)})`).join(', '),
          })}
        </div>
      )}
      {day && (
        <section className="panel" aria-labelledby="capacity-chart-title">
          <div className="capacity-chart__head">
            <h2 id="capacity-chart-title" className="panel__title">
              {t('cm.chart')}
            </h2>
            <label>
              {t('cm.shown')}{' '}
              <select
                aria-label={t('cm.shown')}
                value={shown}
                onChange={(event) => onShow(Number(event.target.value))}
              >
                {answer.days.map((d, index) => (
                  <option key={d.date} value={index}>
                    {periodLabel(answer.period, d.date)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <WorkCenterLoadChart day={day} label={periodLabel(answer.period, day.date)} />
          <p className="capacity-legend">
            <span className="capacity-swatch capacity-swatch--low" /> {t('cm.legend.low')}{' '}
            <span className="capacity-swatch capacity-swatch--healthy" /> {t('cm.legend.healthy')}{' '}
            <span className="capacity-swatch capacity-swatch--high" /> {t('cm.legend.high')}{' '}
            <span className="capacity-swatch capacity-swatch--overload" /> {t('cm.legend.overload')}
          </p>
        </section>
      )}
      <UtilizationTable days={answer.days} period={answer.period} />
      <CapacityRecommendations items={answer.recommendations} />
    </>
  );
}
