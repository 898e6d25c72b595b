/**
 * 攻势图 (a bar a minute, home up and away down, goals and cards marked), 胜率走势 (home, draw
 * and away lines) and 射门图 (shot-map.tsx) from the trend call. Loaded with React.lazy from the
 * live tab, like the pies, so ECharts never reaches an eager chunk; the charts redraw without
 * animation when a push brings a minute.
 */
import { useMemo } from 'react';
import { use as registerCharts } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, MarkPointComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { FootballTrend, TrendMark, TrendMinute } from '@kickoff/shared/contracts';
import { ShotMap } from './shot-map';
import { useChart } from './use-chart';
import styles from './trend-charts.module.css';

registerCharts([BarChart, LineChart, GridComponent, MarkPointComponent, CanvasRenderer]);

const AWAY = '#3a7bd5';
const DRAW = '#9e9e9e';

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** 45 with extra 2 reads 45+2, as the timeline writes it. */
function minuteLabel(m: { minute: number; extra?: number }): string {
  return m.extra ? `${m.minute}+${m.extra}` : String(m.minute);
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

const MARK_LOOK: Record<TrendMark['type'], { symbol: string; size: number | [number, number]; color: string }> = {
  goal: { symbol: 'circle', size: 9, color: '#222' },
  penalty: { symbol: 'circle', size: 9, color: '#222' },
  own_goal: { symbol: 'circle', size: 9, color: '#e53935' },
  goal_cancelled: { symbol: 'circle', size: 9, color: '#bdbdbd' },
  yellow: { symbol: 'rect', size: [6, 9], color: '#f5c518' },
  second_yellow: { symbol: 'rect', size: [6, 9], color: '#e53935' },
  red: { symbol: 'rect', size: [6, 9], color: '#e53935' },
};

/** Both charts' axis of minutes: no ticks, the divider's colour, only the `named` minutes labelled. */
function minuteAxis(labels: string[], named: readonly string[]) {
  return {
    type: 'category',
    data: labels,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: cssVar('--kk-divider', '#eee') } },
    axisLabel: { color: '#999', fontSize: 10, interval: (_: number, v: string) => named.includes(v) },
  };
}

function momentumOption(minutes: readonly TrendMinute[], marks: readonly TrendMark[], home: string) {
  const labels = minutes.map(minuteLabel);
  const known = new Set(labels);
  return {
    animation: false,
    grid: { left: 4, right: 4, top: 14, bottom: 18 },
    xAxis: minuteAxis(labels, ['45', '90']),
    yAxis: { type: 'value', min: -110, max: 110, show: false },
    series: [
      {
        type: 'bar',
        silent: true,
        barCategoryGap: '15%',
        data: minutes.map((m) => ({
          value: m.momentum,
          itemStyle: { color: m.momentum >= 0 ? home : AWAY },
        })),
        markPoint: {
          silent: true,
          data: marks
            .filter((k) => known.has(minuteLabel(k)))
            .map((k) => {
              const look = MARK_LOOK[k.type];
              return {
                coord: [minuteLabel(k), k.side === 'home' ? 100 : -100],
                symbol: look.symbol,
                symbolSize: look.size,
                itemStyle: { color: look.color },
                label: { show: false },
              };
            }),
        },
      },
    ],
  };
}

function probabilityOption(trend: FootballTrend, live: boolean, home: string) {
  const points = [
    { label: '开赛', ...trend.prematch },
    ...trend.minutes.map((m) => ({ label: minuteLabel(m), home: m.home, draw: m.draw, away: m.away })),
    ...(live ? [{ label: '现在', ...trend.current }] : []),
  ];
  const line = (key: 'home' | 'draw' | 'away', color: string) => ({
    type: 'line',
    silent: true,
    showSymbol: false,
    lineStyle: { width: 2, color },
    data: points.map((p) => Math.round(p[key] * 1000) / 10),
  });
  return {
    animation: false,
    grid: { left: 30, right: 8, top: 8, bottom: 18 },
    xAxis: {
      ...minuteAxis(
        points.map((p) => p.label),
        ['开赛', '45', '90'],
      ),
      boundaryGap: false,
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: 100,
      interval: 50,
      axisLabel: { color: '#999', fontSize: 10, formatter: '{value}%' },
      splitLine: { lineStyle: { color: cssVar('--kk-divider', '#eee') } },
    },
    series: [line('home', home), line('draw', DRAW), line('away', AWAY)],
  };
}

export default function TrendCharts({
  trend,
  live,
  homeName,
  awayName,
}: {
  trend: FootballTrend;
  /** in play: the line ends with the probability now */
  live: boolean;
  homeName: string;
  awayName: string;
}) {
  const momentumEl = useChart(
    useMemo(() => momentumOption(trend.minutes, trend.marks, cssVar('--kk-primary', '#dc143c')), [trend]),
    { resizeWithWindow: true },
  );
  const probabilityEl = useChart(
    useMemo(() => probabilityOption(trend, live, cssVar('--kk-primary', '#dc143c')), [trend, live]),
    { resizeWithWindow: true },
  );
  const now = trend.current;
  const last = trend.minutes[trend.minutes.length - 1];
  return (
    <div>
      <h4 className={styles.sub}>攻势图</h4>
      <div className={styles.sides}>
        <span className={styles.home}>{homeName}</span>
        <span className={styles.away}>{awayName}</span>
      </div>
      <div
        ref={momentumEl}
        className={styles.momentum}
        role="img"
        data-testid="momentum"
        data-minutes={trend.minutes.length}
        aria-label={
          last
            ? `攻势图，已进行${trend.minutes.length}分钟，最近一分钟${last.momentum >= 0 ? homeName : awayName}占优`
            : '攻势图，比赛尚未开始'
        }
      />
      {trend.minutes.length === 0 ? <p className={styles.empty}>开赛后每分钟更新</p> : null}
      <h4 className={styles.sub}>胜率走势</h4>
      <div
        ref={probabilityEl}
        className={styles.probability}
        role="img"
        data-testid="win-probability"
        data-points={trend.minutes.length + 1 + (live ? 1 : 0)}
        aria-label={`胜率走势，${homeName}胜${pct(now.home)}，平${pct(now.draw)}，${awayName}胜${pct(now.away)}`}
      />
      <div className={styles.legend} data-testid="win-probability-now">
        <span className={styles.home}>主胜 {pct(now.home)}</span>
        <span className={styles.draw}>平 {pct(now.draw)}</span>
        <span className={styles.away}>客胜 {pct(now.away)}</span>
      </div>
      <h4 className={styles.sub}>射门图</h4>
      <ShotMap shots={trend.shots} xg={trend.xg} homeName={homeName} awayName={awayName} />
    </div>
  );
}
