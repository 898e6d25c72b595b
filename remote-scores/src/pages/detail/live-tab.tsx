/** 直播: timeline, 攻势图, 胜率走势 and 射门图, statistic bars, the three pies (ECharts, lazy) and text live newest first. */
import { lazy, Suspense } from 'react';
import {
  isFootballLive,
  type FootballMatchHeader,
  type FootballTextLive,
  type FootballTrend,
} from '@kickoff/shared/contracts';
import { Loader } from '@kickoff/shared/ui';
import { StatBars } from './stat-bars';
import { TextLive } from './text-live';
import { Timeline } from './timeline';
import styles from './live-tab.module.css';

// the tab draws both at once: one chunk, so the remote's chunk maps (loaded before the first score
// row) list one entry for them, not two
const PieCharts = lazy(() => import(/* webpackChunkName: "echarts-live" */ './pie-charts'));
const TrendCharts = lazy(() => import(/* webpackChunkName: "echarts-live" */ './trend-charts'));

export function LiveTab({
  header,
  live,
  trend,
}: {
  header: FootballMatchHeader;
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
            <TrendCharts
              trend={trend}
              live={isFootballLive(header.state)}
              homeName={header.home.name}
              awayName={header.away.name}
            />
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
          <PieCharts pies={live.pies} homeName={header.home.name} awayName={header.away.name} />
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
}
