/**
 * 直播: timeline, 攻势图, 胜率走势 and 射门图, statistic bars, the three pies (ECharts, lazy) and text
 * live newest first. Each part is memoised on its slice of the data: a push bringing a text line
 * does not redraw the charts, a reloaded trend does not re-render the text live.
 */
import { lazy, memo, Suspense } from 'react';
import type { FootballTextLive, FootballTrend } from '@kickoff/shared/contracts';
import { Loader } from '@kickoff/shared/ui';
import { StatBars } from './stat-bars';
import { TextLive } from './text-live';
import { Timeline } from './timeline';
import styles from './live-tab.module.css';

// the tab draws both at once: one chunk, so the remote's chunk maps (loaded before the first score
// row) list one entry for them, not two
const PieCharts = memo(lazy(() => import(/* webpackChunkName: "echarts-live" */ './pie-charts')));
const TrendCharts = memo(lazy(() => import(/* webpackChunkName: "echarts-live" */ './trend-charts')));

export const LiveTab = memo(function LiveTab({
  homeName,
  awayName,
  inPlay,
  live,
  trend,
}: {
  homeName: string;
  awayName: string;
  /** in play: the 胜率走势 line ends with the probability now */
  inPlay: boolean;
  live: FootballTextLive;
  /** null while the trend call has not answered */
  trend: FootballTrend | null;
}) {
  const env = live.environment;
  return (
    <div>
      <section className={styles.block} id="timeline" aria-label="比赛事件">
        <h3 className={styles.title}>比赛事件</h3>
        <Timeline incidents={live.incidents.length ? live.incidents : live.events} />
      </section>
      {trend ? (
        <section className={styles.block} aria-label="比赛走势">
          <h3 className={styles.title}>比赛走势</h3>
          <Suspense fallback={<Loader />}>
            <TrendCharts trend={trend} live={inPlay} homeName={homeName} awayName={awayName} />
          </Suspense>
        </section>
      ) : null}
      <section className={styles.block} aria-label="技术统计">
        <h3 className={styles.title}>技术统计</h3>
        <Suspense
          fallback={
            <div className={styles.pies}>
              <Loader />
            </div>
          }
        >
          <PieCharts pies={live.pies} homeName={homeName} awayName={awayName} />
        </Suspense>
        <StatBars stats={live.statistic} />
      </section>
      <section className={styles.block} aria-label="文字直播">
        <h3 className={styles.title}>文字直播</h3>
        <TextLive lines={live.textLive} />
      </section>
      <section className={styles.block} aria-label="比赛信息">
        <h3 className={styles.title}>比赛信息</h3>
        <div className={styles.env}>
          <span>场地：{env.venue || '—'}</span>
          <span>城市：{env.city || '—'}</span>
          <span>
            天气：{env.weather || '—'} {env.temperature}
          </span>
          <span>裁判：{env.referee || '—'}</span>
        </div>
      </section>
    </div>
  );
});
