import type { LineBalancingResult } from '@takt/contract';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/t.ts';
import { BalanceChart } from './BalanceChart.tsx';
import { UtilizationHeatmap } from './UtilizationHeatmap.tsx';
import { formatPercentOne, formatShare, formatUnits } from './utilization-bands.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="lb-section" aria-labelledby={`lb-${id}`}>
      <h3 id={`lb-${id}`} className="lb-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The six result sections of the tab (planning-workspaces §2), in the spec's order. */
/**
 * The server names a station with its machines, in the caller's language ("Inspeção (INS-01)"); its id
 * is the work-center type in English, so it is added only to a name that says nothing in brackets.
 */
function stationTitle(name: string, id: string): string {
  return name.includes(id) || /\(.+\)/.test(name) ? name : `${name} (${id})`;
}

export function LineBalancingResults({ result }: { result: LineBalancingResult }) {
  const { metrics, potential_improvements: potential } = result;
  const t = useT();
  const perDay = (units: number) => t('lb.perDay', { units: formatUnits(units) });
  return (
    <section
      className="lb-results"
      aria-label={t('lb.results')}
      data-line={result.line.line_id}
      data-focus={result.focus}
    >
      <p className="lb-line">
        <strong>{result.line.name}</strong> · {t(`lb.focus.${result.focus}`)} ·{' '}
        {t('lb.line', {
          products: result.line.products.join(', ') || '-',
          demand: formatUnits(result.line.demand_per_day),
        })}
      </p>
      <Section id="bottlenecks" title={t('lb.section.bottlenecks')}>
        {result.bottlenecks.length === 0 ? (
          <p className="lb-note">{t('lb.noBottleneck')}</p>
        ) : (
          <ul className="lb-bottlenecks">
            {result.bottlenecks.map((b) => (
              <li key={b.station_id} className={`lb-bottleneck lb-bottleneck--${b.bottleneck_type}`}>
                <div className="lb-bottleneck__head">
                  <strong>{stationTitle(b.station_name, b.station_id)}</strong>
                  <span className="lb-tag">
                    {t(b.bottleneck_type === 'setup' ? 'lb.type.setup' : 'lb.type.capacity')}
                  </span>
                  <span className="muted">{b.process_type}</span>
                </div>
                <div>
                  {t('lb.bottleneck', {
                    utilization: formatShare(b.utilization),
                    capacity: formatUnits(b.capacity),
                  })}
                </div>
                <div className="lb-bottleneck__advice">{b.recommendation}</div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="metrics" title={t('lb.section.metrics')}>
        <dl className="lb-metrics">
          <Metric label={t('lb.throughput')} value={perDay(metrics.throughput)} />
          <Metric label={t('lb.efficiency')} value={formatShare(metrics.efficiency)} />
          <Metric label={t('lb.bottleneckUtilization')} value={formatShare(metrics.bottleneck_utilization)} />
          <Metric label={t('lb.setupTime')} value={`${formatUnits(metrics.setup_time)} min`} />
          <Metric label={t('lb.improvement')} value={formatPercentOne(metrics.improvement)} />
          <Metric label={t('lb.balanceRate')} value={formatShare(metrics.line_balance_rate)} />
        </dl>
      </Section>
      <Section id="recommendations" title={t('lb.section.recommendations')}>
        {result.recommendations.length === 0 ? (
          <p className="lb-note">{t('lb.nothingToChange')}</p>
        ) : (
          <ol className="lb-recommendations">
            {result.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        )}
      </Section>
      <Section id="improvements" title={t('lb.section.improvements')}>
        <dl className="lb-metrics">
          <Metric label={t('lb.currentThroughput')} value={perDay(potential.current_throughput)} />
          <Metric label={t('lb.potentialThroughput')} value={perDay(potential.potential_throughput)} />
          <Metric label={t('lb.improvement')} value={formatPercentOne(potential.improvement_percentage)} />
        </dl>
      </Section>
      <Section id="balance-chart" title={t('lb.section.chart')}>
        <BalanceChart
          chart={result.visualization_data.balance_chart}
          // The rate is the server's (metrics), the one figure the Metrics card shows too.
          balanceRate={result.metrics.line_balance_rate}
        />
      </Section>
      <Section id="heatmap" title={t('lb.section.heatmap')}>
        <UtilizationHeatmap heatmap={result.visualization_data.heatmap} />
      </Section>
    </section>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="lb-metric">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
