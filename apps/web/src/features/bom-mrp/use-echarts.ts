import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { type RefObject, useEffect, useRef } from 'react';

// Only the pieces the charts here use, so the bundle does not carry all of ECharts.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

/**
 * Draws an ECharts option into the returned element: one chart per mount, the option replaced when it
 * changes, resized with the element and disposed on unmount (StrictMode mounts twice).
 */
export function useECharts(option: echarts.EChartsCoreOption): RefObject<HTMLDivElement | null> {
  const element = useRef<HTMLDivElement | null>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return element;
}
