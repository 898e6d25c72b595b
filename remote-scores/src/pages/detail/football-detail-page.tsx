/**
 * /live/zq/detail/{id}: header, then 直播 · 阵容 · 指数 · 分析, all kept live by the match topic. A
 * push re-renders what it changed only: the header, the tab and its parts are memoised on what they
 * show (issue 35: no long task per live update on a slow phone, e2e/bench/detail-live-tasks.ts).
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { isFootballLive, MessageCodes, type MatchUpdate, type ServerMessage } from '@kickoff/shared/contracts';
import { useNavigate, useParams } from '@kickoff/shared/navigation';
import { useRealtime } from '@kickoff/shared/realtime';
import { Loader, showToast, Tabs } from '@kickoff/shared/ui';
import { OfflineBar, scoresErrorText } from '../../components/offline-bar';
import { DataState } from '@kickoff/shared/data';
import { mergeTextLive } from '../../lib/merge-detail';
import { AnalysisTab } from '../../features/detail/components/analysis-tab';
import { FootballHeader } from './football-header';
import { LiveTab } from './live-tab';
import { OddsTab } from '../../features/detail/components/odds-tab';
import {
  useFootballHeader,
  useFootballTextLive,
  useFootballTrend,
  useRecordView,
} from '../../features/detail/hooks/use-match-detail';
import { openMatchVideo } from '../../features/detail/match-video';
import headerStyles from './detail-header.module.css';
import styles from './detail-page.module.css';
import '../../features/detail/components/lineup-tab.module.css';

// unnamed and without a stylesheet of its own (it comes with this page's), so the remote's chunk
// maps, loaded before the first score row, grow by one id and hash only
const LineupTab = lazy(() => import('../../features/detail/components/lineup-tab'));

type DetailTab = 'live' | 'lineup' | 'odds' | 'analysis';
const TABS: Array<{ key: DetailTab; label: string }> = [
  { key: 'live', label: '直播' },
  { key: 'lineup', label: '阵容' },
  { key: 'odds', label: '指数' },
  { key: 'analysis', label: '分析' },
];

export function parseId(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
}

export default function FootballDetailPage() {
  const id = parseId(useParams().id);
  useRecordView(id);
  const [tab, setTab] = useState<DetailTab>('live');
  const navigate = useNavigate();
  const header = useFootballHeader(id);
  const live = useFootballTextLive(id);
  // 攻势 and 胜率 are folded on the server: a push that closes a minute (statistic), books a card or
  // changes the score reloads them
  const trend = useFootballTrend(id, tab === 'live');
  // the 阵容 tab reloads its marks and ratings on the same pushes and on incidents
  const [pulse, setPulse] = useState(0);

  useRealtime(id ? `match:${id}` : null, (e) => {
    if (e.type === 'resync') {
      header.reload();
      live.reload();
      trend.reload();
      setPulse((n) => n + 1);
      return;
    }
    const msg = e.message as ServerMessage<MatchUpdate>;
    if (msg.code !== MessageCodes.MATCH_UPDATE) return;
    const u = msg.data;
    if (u.header) header.setData((h) => (h ? { ...h, ...u.header } : h));
    live.setData((l) => (l ? mergeTextLive(l, u) : l));
    if (u.statistic || u.header?.sc) trend.reload();
    if (u.statistic || u.header?.sc || u.incidents?.length) setPulse((n) => n + 1);
  });

  const onVideo = useCallback((url: string) => void openMatchVideo(url, { navigate, toast: showToast }), [navigate]);
  const onAnim = useCallback(() => {
    setTab('live');
    requestAnimationFrame(() => document.getElementById('timeline')?.scrollIntoView({ behavior: 'smooth' }));
  }, []);

  if (!id)
    return (
      <DataState state={header} absent="比赛不存在">
        {() => null}
      </DataState>
    );
  return (
    <div className={styles.page}>
      <OfflineBar />
      <DataState state={header} errorText={scoresErrorText}>
        {(h) => (
          <>
            <FootballHeader h={h} onVideo={onVideo} onAnim={onAnim} />
            <div className={headerStyles.tabs}>
              <Tabs items={TABS} active={tab} onChange={setTab} label="比赛详情" />
            </div>
            {tab === 'live' ? (
              <DataState state={live} errorText={scoresErrorText}>
                {(text) => (
                  <LiveTab
                    homeName={h.home.name}
                    awayName={h.away.name}
                    inPlay={isFootballLive(h.state)}
                    live={text}
                    trend={trend.data ?? null}
                  />
                )}
              </DataState>
            ) : null}
            {tab === 'lineup' ? (
              <Suspense fallback={<Loader />}>
                <LineupTab id={id} homeName={h.home.name} awayName={h.away.name} pulse={pulse} />
              </Suspense>
            ) : null}
            {tab === 'odds' ? <OddsTab sport="football" id={id} /> : null}
            {tab === 'analysis' ? <AnalysisTab header={h} /> : null}
          </>
        )}
      </DataState>
    </div>
  );
}
