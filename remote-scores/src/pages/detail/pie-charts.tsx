/**
 * The three statistic pies (shots, shots on target, possession), with `echarts/core`'s pie chart and
 * canvas renderer only, loaded with React.lazy from the detail page, so list pages never download it.
 */
import { useMemo } from 'react';
import { use as registerCharts } from 'echarts/core';
import { PieChart } from 'echarts/charts';
import { CanvasRenderer } from 'echarts/renderers';
import type { PieDataset } from '@kickoff/shared/contracts';
import styles from './pie-charts.module.css';
import { useChart } from './use-chart';

registerCharts([PieChart, CanvasRenderer]);

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

function Pie({ pie, homeName, awayName }: { pie: PieDataset; homeName: string; awayName: string }) {
  const option = useMemo(() => {
    const empty = pie.home + pie.away === 0;
    return {
      animation: false,
      color: empty ? [cssVar('--kk-divider', '#eee')] : [cssVar('--kk-primary', '#dc143c'), '#3a7bd5'],
      series: [
        {
          type: 'pie',
          radius: ['55%', '85%'],
          silent: true,
          label: { show: false },
          data: empty
            ? [{ value: 1, name: '暂无' }]
            : [
                { value: pie.home, name: homeName },
                { value: pie.away, name: awayName },
              ],
        },
      ],
    };
  }, [pie.home, pie.away, homeName, awayName]);
  const el = useChart(option);

  return (
    <figure className={styles.figure}>
      <div className={styles.chartBox}>
        <div ref={el} className={styles.chart} role="img" aria-label={`${pie.name} ${pie.home} 比 ${pie.away}`} />
        <span className={styles.center}>{pie.name}</span>
      </div>
      <figcaption className={styles.caption}>
        <b className={styles.home}>
          {pie.home}
          {pie.type === 25 ? '%' : ''}
        </b>
        <b className={styles.away}>
          {pie.away}
          {pie.type === 25 ? '%' : ''}
        </b>
      </figcaption>
    </figure>
  );
}

export default function PieCharts({
  pies,
  homeName,
  awayName,
}: {
  pies: readonly PieDataset[];
  homeName: string;
  awayName: string;
}) {
  return (
    <div className={styles.row} data-testid="pies">
      {pies.map((p) => (
        <Pie key={p.type} pie={p} homeName={homeName} awayName={awayName} />
      ))}
    </div>
  );
}
