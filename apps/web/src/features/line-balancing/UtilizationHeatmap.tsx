import type { LineBalancingResult } from '@takt/contract';
import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { type Translate, t as translate, useT } from '../../i18n/t.ts';
import { useECharts } from '../bom-mrp/use-echarts.ts';
import { HEATMAP_BANDS } from './utilization-bands.ts';

echarts.use([HeatmapChart, VisualMapComponent]);

type HeatmapData = LineBalancingResult['visualization_data']['heatmap'];

/** The bands as ECharts pieces: each from its threshold up to the next one (percent). */
export function heatmapPieces() {
  return HEATMAP_BANDS.map((band, index) => {
    const next = HEATMAP_BANDS[index + 1];
    return next
      ? {
          gte: band.fromPercent,
          lt: next.fromPercent,
          color: band.color,
          label: `${band.fromPercent}–${next.fromPercent}%`,
        }
      : { gte: band.fromPercent, color: band.color, label: `≥ ${band.fromPercent}%` };
  });
}

/** Stations × periods, each cell its utilization in percent coloured by the §9 bands. */
export function heatmapOption(heatmap: HeatmapData, t: Translate = (key, values) => translate(key, values)) {
  const cells = heatmap.stations.flatMap((_, stationIndex) =>
    heatmap.time_periods.map((_, periodIndex) => [
      periodIndex,
      stationIndex,
      Number(((heatmap.utilization_matrix[stationIndex]?.[periodIndex] ?? 0) * 100).toFixed(1)),
    ]),
  );
  return {
    animation: false,
    grid: { left: 64, right: 16, top: 12, bottom: 76 },
    tooltip: { position: 'top' },
    xAxis: { type: 'category', data: heatmap.time_periods, splitArea: { show: true } },
    // The line's first station on top, as the line runs.
    yAxis: { type: 'category', data: heatmap.station_labels, inverse: true, splitArea: { show: true } },
    visualMap: {
      type: 'piecewise',
      dimension: 2,
      pieces: heatmapPieces(),
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemWidth: 14,
      textStyle: { fontSize: 11 },
    },
    series: [
      {
        name: t('lb.chart.utilizationAxis'),
        type: 'heatmap',
        data: cells,
        label: { show: true, fontSize: 10 },
      },
    ],
  };
}

/** The utilization heatmap section's picture and its bottleneck periods. */
export function UtilizationHeatmap({ heatmap }: { heatmap: HeatmapData }) {
  const t = useT();
  const option = useMemo(() => heatmapOption(heatmap, t), [heatmap, t]);
  const element = useECharts(option);
  return (
    <>
      <div
        ref={element}
        className="lb-heatmap"
        style={{ height: Math.max(220, 40 + heatmap.stations.length * 30 + 76) }}
        role="img"
        aria-label={t('lb.heatmap.label', {
          stations: heatmap.stations.length,
          periods: heatmap.time_periods.length,
        })}
        data-cells={heatmap.stations.length * heatmap.time_periods.length}
      />
      {heatmap.bottleneck_periods.length > 0 ? (
        <p className="lb-note">
          {t('lb.heatmap.bottlenecks', {
            cells: heatmap.bottleneck_periods.map((cell) => `${cell.station} ${cell.period}`).join(', '),
          })}
        </p>
      ) : (
        <p className="lb-note">{t('lb.heatmap.none')}</p>
      )}
    </>
  );
}
