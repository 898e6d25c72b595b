/** /live/lq/detail/{id}: header, then 直播 · 统计 · 阵容 · 指数 (docs/ui.md), live by the match topic. */
import { lazy, Suspense, useState } from 'react';
import {
  MessageCodes,
  hasBasketballStarted,
  type BasketballDetail,
  type MatchUpdate,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { useParams } from '@kickoff/shared/navigation';
import { useRealtime } from '@kickoff/shared/realtime';
import { Loader, Tabs, TeamCrest } from '@kickoff/shared/ui';
import { OfflineBar, scoresErrorText } from '../../components/offline-bar';
import { useFlash } from '../../lib/use-flash';
import { DataState } from '@kickoff/shared/data';
import { dayClock } from '@kickoff/shared/time';
import { basketballStatus, pair } from '../../lib/format';
import { mergeBy } from '../../lib/merge-detail';
import { parseId } from '../detail/football-detail-page';
import { OddsTab } from '../../features/detail/components/odds-tab';
import { useBasketballDetail, useRecordView } from '../../features/detail/hooks/use-match-detail';
import { TextLive } from '../detail/text-live';
import { QuarterTable } from './quarter-table';
import { TeamStats } from './team-stats';
import headerStyles from '../detail/detail-header.module.css';
import styles from '../detail/detail-page.module.css';

const BoxScoreTab = lazy(() => import('../../features/detail/components/box-score-tab'));

type Tab = 'live' | 'stats' | 'lineup' | 'odds';
const TABS: Array<{ key: Tab; label: string }> = [
  { key: 'live', label: '直播' },
  { key: 'stats', label: '统计' },
  { key: 'lineup', label: '阵容' },
  { key: 'odds', label: '指数' },
];

export function mergeBasketball(d: BasketballDetail, u: MatchUpdate): BasketballDetail {
  return {
    ...d,
    match: u.basketball ?? d.match,
    stats: u.basketballStats ?? d.stats,
    textLive: mergeBy(d.textLive, u.textLive, (l) => l.id),
  };
}

function Header({ d }: { d: BasketballDetail }) {
  const m = d.match;
  const started = hasBasketballStarted(m.s);
  const flash = useFlash(pair(m.sc));
  return (
    <header className={headerStyles.header} data-testid="detail-header">
      <div className={headerStyles.league}>{m.league.name}</div>
      <div className={headerStyles.body}>
        <div className={headerStyles.team}>
          <TeamCrest name={m.away.name} size={1} />
          <span>{m.away.name}（客）</span>
        </div>
        <div className={headerStyles.mid}>
          <b className={`${headerStyles.score} ${flash ? headerStyles.flash : ''}`} data-testid="detail-score">
            {started ? `${m.sc[1]} - ${m.sc[0]}` : 'VS'}
          </b>
          <span className={headerStyles.status}>{basketballStatus(m) || '未开始'}</span>
          <span className={headerStyles.sub}>{dayClock(m.ot)}</span>
        </div>
        <div className={headerStyles.team}>
          <TeamCrest name={m.home.name} size={1} />
          <span>{m.home.name}（主）</span>
        </div>
      </div>
    </header>
  );
}

export default function BasketballDetailPage() {
  const id = parseId(useParams().id);
  useRecordView(id);
  const [tab, setTab] = useState<Tab>('live');
  const detail = useBasketballDetail(id);
  /** bumped on each push that changes the statistics: the 阵容 tab reloads the players' lines */
  const [pulse, setPulse] = useState(0);

  useRealtime(id ? `match:${id}` : null, (e) => {
    if (e.type === 'resync') {
      setPulse((n) => n + 1);
      return detail.reload();
    }
    const msg = e.message as ServerMessage<MatchUpdate>;
    if (msg.code !== MessageCodes.MATCH_UPDATE) return;
    detail.setData((d) => (d ? mergeBasketball(d, msg.data) : d));
    if (msg.data.basketballStats) setPulse((n) => n + 1);
  });

  return (
    <div className={styles.page}>
      <OfflineBar />
      <DataState
        state={{ ...detail, data: id && detail.data ? detail.data : null }}
        isEmpty={(d) => d === null}
        emptyText="比赛不存在"
        errorText={scoresErrorText}
      >
        {(d) =>
          d && id ? (
            <>
              <Header d={d} />
              <div className={headerStyles.tabs}>
                <Tabs items={TABS} active={tab} onChange={setTab} label="比赛详情" />
              </div>
              {tab === 'live' ? (
                <>
                  <section className={styles.block} aria-label="各节比分">
                    <h3 className={styles.title}>各节比分</h3>
                    <QuarterTable m={d.match} />
                  </section>
                  <section className={styles.block} aria-label="文字直播">
                    <h3 className={styles.title}>文字直播</h3>
                    <TextLive lines={d.textLive} sport="basketball" />
                  </section>
                </>
              ) : null}
              {tab === 'stats' ? (
                <section className={styles.block} aria-label="球队统计">
                  <h3 className={styles.title}>球队统计</h3>
                  <TeamStats stats={d.stats} />
                </section>
              ) : null}
              {tab === 'lineup' ? (
                <Suspense fallback={<Loader />}>
                  <BoxScoreTab id={id} homeName={d.match.home.name} awayName={d.match.away.name} pulse={pulse} />
                </Suspense>
              ) : null}
              {tab === 'odds' ? <OddsTab sport="basketball" id={id} /> : null}
            </>
          ) : null
        }
      </DataState>
    </div>
  );
}
