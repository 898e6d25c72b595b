/** /activity/lottery: the wheel; the draw happens on the server, one requestId per tap intent. */
import { Link } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useLottery } from '../../features/activity/hooks/use-lottery';
import styles from './activity.module.css';

export default function LotteryPage() {
  const token = useAuthStore((s) => s.token);
  const { state, won, busy, drawOnce } = useLottery();

  return (
    <main>
      <NavBar
        title="幸运抽奖"
        right={
          <Link className={styles.navLink} to="/activity/rule">
            规则
          </Link>
        }
      />
      <DataState state={state}>
        {(info) => (
          <>
            <div className={styles.wheel} aria-label="奖品">
              {info.prizes.map((p) => (
                <div key={p.id} className={`${styles.prize} ${won?.prize.id === p.id ? styles.won : ''}`}>
                  {p.name}
                </div>
              ))}
            </div>
            <button
              type="button"
              className={styles.drawButton}
              disabled={busy || (Boolean(token) && info.drawsLeft === 0)}
              onClick={() => void drawOnce()}
            >
              {busy ? '抽奖中…' : `抽一次（${info.cost}金币）`}
            </button>
            <p className={styles.info} data-testid="draw-status">
              今日剩余 {info.drawsLeft} 次{won && `，余额 ${won.coins} 金币，本次：${won.prize.name}`}
            </p>
            <p className={styles.info}>
              <Link className={styles.link} to="/activity/history">
                中奖记录
              </Link>{' '}
              ·{' '}
              <Link className={styles.link} to="/activity/address">
                收货地址
              </Link>
            </p>
          </>
        )}
      </DataState>
    </main>
  );
}
