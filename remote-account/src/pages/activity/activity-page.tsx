/** /activity: the running activities and the pop-up from the operations config, and match guessing. */
import { Link } from '@kickoff/shared/navigation';
import { GUESS_PICK_NAMES, GUESS_REWARD_POINTS, type GuessPick } from '@kickoff/shared/contracts';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useOperateConfig } from '../../features/activity/hooks/use-activity-reads';
import { useGuessing } from '../../features/activity/hooks/use-guessing';
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
  const config = useOperateConfig();
  const { matches, guess } = useGuessing();

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
