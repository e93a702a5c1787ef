import type { LineBalancingResult } from '@takt/contract';
import type { ReactNode } from 'react';
import { BalanceChart } from './BalanceChart.tsx';
import { UtilizationHeatmap } from './UtilizationHeatmap.tsx';
import { formatShare, formatUnits } from './utilization-bands.ts';

const FOCUS_LABELS: Record<LineBalancingResult['focus'], string> = {
  full: 'Full analysis',
  bottlenecks: 'Bottlenecks',
  schedule: 'Schedule',
  setups: 'Setups',
  capacity: 'Capacity',
};

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
export function LineBalancingResults({ result }: { result: LineBalancingResult }) {
  const { metrics, potential_improvements: potential } = result;
  return (
    <section
      className="lb-results"
      aria-label="Line balancing results"
      data-line={result.line.line_id}
      data-focus={result.focus}
    >
      <p className="lb-line">
        <strong>{result.line.name}</strong> · {FOCUS_LABELS[result.focus]} · products{' '}
        {result.line.products.join(', ') || '-'} · demand {formatUnits(result.line.demand_per_day)} units/day
      </p>
      <Section id="bottlenecks" title="Bottleneck findings">
        {result.bottlenecks.length === 0 ? (
          <p className="lb-note">No station limits the line.</p>
        ) : (
          <ul className="lb-bottlenecks">
            {result.bottlenecks.map((b) => (
              <li key={b.station_id} className={`lb-bottleneck lb-bottleneck--${b.bottleneck_type}`}>
                <div className="lb-bottleneck__head">
                  <strong>
                    {/* The server's station names often carry their id already ("Inspection (INS-01)"). */}
                    {b.station_name.includes(b.station_id)
                      ? b.station_name
                      : `${b.station_name} (${b.station_id})`}
                  </strong>
                  <span className="lb-tag">{b.bottleneck_type === 'setup' ? 'Setup' : 'Capacity'}</span>
                  <span className="muted">{b.process_type}</span>
                </div>
                <div>
                  Utilization {formatShare(b.utilization)} · capacity {formatUnits(b.capacity)} units/hour
                </div>
                <div className="lb-bottleneck__advice">{b.recommendation}</div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="metrics" title="Metrics">
        <dl className="lb-metrics">
          <Metric label="Throughput" value={`${formatUnits(metrics.throughput)} units/day`} />
          <Metric label="Efficiency" value={formatShare(metrics.efficiency)} />
          <Metric label="Bottleneck utilization" value={formatShare(metrics.bottleneck_utilization)} />
          <Metric label="Setup time" value={`${formatUnits(metrics.setup_time)} min`} />
          <Metric label="Improvement" value={`${metrics.improvement.toFixed(1)}%`} />
          <Metric label="Line balance rate" value={formatShare(metrics.line_balance_rate)} />
        </dl>
      </Section>
      <Section id="recommendations" title="Recommendations">
        {result.recommendations.length === 0 ? (
          <p className="lb-note">Nothing to change: the line keeps up with its takt time.</p>
        ) : (
          <ol className="lb-recommendations">
            {result.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        )}
      </Section>
      <Section id="improvements" title="Potential improvements">
        <dl className="lb-metrics">
          <Metric
            label="Current throughput"
            value={`${formatUnits(potential.current_throughput)} units/day`}
          />
          <Metric
            label="Potential throughput"
            value={`${formatUnits(potential.potential_throughput)} units/day`}
          />
          <Metric label="Improvement" value={`${potential.improvement_percentage.toFixed(1)}%`} />
        </dl>
      </Section>
      <Section id="balance-chart" title="Balance chart">
        <BalanceChart
          chart={result.visualization_data.balance_chart}
          // The rate is the server's (metrics), the one figure the Metrics card shows too.
          balanceRate={result.metrics.line_balance_rate}
        />
      </Section>
      <Section id="heatmap" title="Utilization heatmap">
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
