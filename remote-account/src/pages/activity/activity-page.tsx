/** /activity: the running activities and the pop-up from the operations config, and match guessing. */
import { Link } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import {
  ACTIVITIES_PATHS,
  OPERATE_PATHS,
  GUESS_PICK_NAMES,
  GUESS_REWARD_POINTS,
  SUCCESS,
  type OperateConfig,
  type GuessMatch,
  type GuessPick,
} from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { Empty, NavBar, showToast } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useCall } from '../../features/use-call';
import styles from './activity.module.css';
import { OperatePopup } from './operate-popup';

const PICKS: GuessPick[] = ['home', 'draw', 'away'];
const kickoff = (ot: number) =>
  new Date(ot * 1000).toLocaleString('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export default function ActivityPage() {
  const token = useAuthStore((s) => s.token);
  const config = useCall<OperateConfig>(['activity-config'], OPERATE_PATHS.config, { platform: 4, channelId: 4 });
  const matches = useCall<GuessMatch[]>(['guess-matches', token], ACTIVITIES_PATHS.guessMatches);

  const guess = async (m: GuessMatch, pick: GuessPick) => {
    if (!token) return showToast('请先登录');
    const res = await api.post(ACTIVITIES_PATHS.guess, { matchId: m.matchId, pick }).catch(() => null);
    showToast(res?.msg || '网络异常，请稍后重试');
    if (res?.code === SUCCESS) matches.setData((list) => list.map((x) => (x === m ? { ...x, myPick: pick } : x)));
  };

  return (
    <main>
      <NavBar title="活动" />
      <DataState state={config}>
        {(c) => (
          <>
            <nav className={styles.tiles} aria-label="进行中的活动">
              {c.banners.map((a) => (
                <Link key={a.id} className={styles.tile} to={a.link}>
                  {a.title}
                </Link>
              ))}
            </nav>
            <OperatePopup popups={c.popups} />
          </>
        )}
      </DataState>
      <section className={styles.section} id="guess" aria-label="赛事竞猜">
        <h2 className={styles.heading}>赛事竞猜</h2>
        <p className={styles.meta}>开赛前竞猜胜平负，完场自动结算，猜中得 {GUESS_REWARD_POINTS} 积分</p>
        <DataState state={matches}>
          {(list) =>
            list.length === 0 ? (
              <Empty text="暂无可竞猜的比赛" />
            ) : (
              list.map((m) => (
                <div key={m.matchId} className={styles.match}>
                  <p className={styles.matchTitle}>
                    {m.home} vs {m.away}
                    <span className={styles.meta}>
                      {' '}
                      {m.league} · {kickoff(m.ot)}
                    </span>
                  </p>
                  <div className={styles.picks}>
                    {PICKS.map((p) => (
                      <button
                        key={p}
                        type="button"
                        className={styles.pick}
                        aria-pressed={m.myPick === p}
                        onClick={() => void guess(m, p)}
                      >
                        {GUESS_PICK_NAMES[p]}
                      </button>
                    ))}
                  </div>
                </div>
              ))
            )
          }
        </DataState>
      </section>
    </main>
  );
}
