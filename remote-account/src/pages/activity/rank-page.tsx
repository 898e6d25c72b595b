/** /activity/rank: points earned today or over the last seven days. */
import { useState } from 'react';
import type { RankPeriod } from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { Empty, NavBar, Tabs } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useRank } from '../../features/activity/hooks/use-activity-reads';
import styles from './activity.module.css';

export default function RankPage() {
  const token = useAuthStore((s) => s.token);
  const [period, setPeriod] = useState<RankPeriod>('today');
  const state = useRank(period, token);
  return (
    <main>
      <NavBar title="积分排行" />
      <Tabs
        label="排行周期"
        items={[
          { key: 'today', label: '今日' },
          { key: 'week', label: '近7天' },
        ]}
        active={period}
        onChange={setPeriod}
      />
      <DataState state={state}>
        {(board) =>
          board.rows.length === 0 ? (
            <Empty text="暂无排行数据" />
          ) : (
            <section className={styles.section}>
              {board.me && <p className={styles.meta}>我的排名：第 {board.me.rank} 名</p>}
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>排名</th>
                    <th>昵称</th>
                    <th>积分</th>
                  </tr>
                </thead>
                <tbody>
                  {board.rows.map((r) => (
                    <tr key={r.userId}>
                      <td>{r.rank}</td>
                      <td>{r.nickName}</td>
                      <td>{r.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )
        }
      </DataState>
    </main>
  );
}
