/**
 * An ECharts instance on a div (canvas), drawn with `option` and redrawn whenever it changes. Each
 * chart draws in a task of its own (a timer): a push that changes the 攻势图, the 胜率走势 and the
 * pies together runs them one after another, not as one long task on a slow phone
 * (e2e/bench/detail-live-tasks.ts measures it). The first draw builds the chart; a redraw merges the
 * new option into it (same series, new data), which keeps ECharts' components and views instead of
 * building them again at each live minute. Loaded only inside the lazy ECharts chunks.
 */
import { useEffect, useRef } from 'react';
import { init, type ECharts, type EChartsCoreOption } from 'echarts/core';

export function useChart(option: EChartsCoreOption, { resizeWithWindow = false } = {}) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const drawn = useRef(false);
  useEffect(() => {
    if (!el.current) return undefined;
    chart.current = init(el.current, undefined, { renderer: 'canvas' });
    const resize = () => chart.current?.resize();
    if (resizeWithWindow) window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
      drawn.current = false;
    };
  }, [resizeWithWindow]);
  useEffect(() => {
    const draw = setTimeout(() => {
      if (!chart.current) return;
      // every option of a chart has the same shape, and arrays (the data) are replaced when merged
      chart.current.setOption(option, { notMerge: !drawn.current });
      drawn.current = true;
    }, 0);
    return () => clearTimeout(draw);
  }, [option]);
  return el;
}
