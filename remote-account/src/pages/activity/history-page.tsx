/** /activity/history: my draws and guesses (with their settlement). */
import { GUESS_PICK_NAMES, GUESS_STATUS_NAMES } from '@kickoff/shared/contracts';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useActivityHistory } from '../../features/activity/hooks/use-activity-reads';
import styles from './activity.module.css';

const when = (ms: number) => new Date(ms).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

export default function HistoryPage() {
  const state = useActivityHistory();
  return (
    <main>
      <NavBar title="中奖记录" />
      <DataState state={state}>
        {(h) => (
          <>
            <section className={styles.section} aria-label="竞猜记录">
              <h2 className={styles.heading}>竞猜</h2>
              {h.guesses.length === 0 ? (
                <Empty text="还没有竞猜" />
              ) : (
                <table className={styles.table}>
                  <tbody>
                    {h.guesses.map((g) => (
                      <tr key={g.id}>
                        <td>
                          {g.home} vs {g.away}
                          {g.score && ` ${g.score}`}
                        </td>
                        <td>{GUESS_PICK_NAMES[g.pick]}</td>
                        <td>
                          {GUESS_STATUS_NAMES[g.status]}
                          {g.reward > 0 && ` +${g.reward}积分`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section className={styles.section} aria-label="抽奖记录">
              <h2 className={styles.heading}>抽奖</h2>
              {h.draws.length === 0 ? (
                <Empty text="还没有抽奖" />
              ) : (
                <table className={styles.table}>
                  <tbody>
                    {h.draws.map((d) => (
                      <tr key={d.id}>
                        <td>{d.prize}</td>
                        <td className={styles.meta}>{when(d.time)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        )}
      </DataState>
    </main>
  );
}
