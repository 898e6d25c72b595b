/** 排行: the room's givers by coins, today or this week; reloaded when a gift lands. */
import { useEffect, useState } from 'react';
import type { RankPeriod } from '@kickoff/shared/contracts/vlive';
import { DataState } from '@kickoff/shared/data';
import { useRank } from '../../features/gifts/hooks/use-rank';
import { NobleBadge } from '../../features/nobles/noble-badge';
import styles from './room-page.module.css';

export function RankTab({ roomId, giftCount }: { roomId: number; giftCount: number }) {
  const [period, setPeriod] = useState<RankPeriod>('day');
  const rank = useRank(roomId, period);
  const { reload } = rank;
  useEffect(() => {
    if (giftCount > 0) reload();
  }, [giftCount, reload]);

  const body = (
    <DataState state={rank} isEmpty={(rows) => rows.length === 0} emptyText="暂无贡献，送出第一份礼物吧">
      {(rows) => (
        <ol className={styles.rank} aria-label="贡献榜">
          {rows.map((r, i) => (
            <li key={r.userId} className={styles.rankRow}>
              <span className={i < 3 ? styles.top : styles.place}>{i + 1}</span>
              <span className={styles.rankName}>
                <NobleBadge tier={r.noble} />
                {r.nickName}
              </span>
              <span className={styles.rankCoins}>{r.coins} 金币</span>
            </li>
          ))}
        </ol>
      )}
    </DataState>
  );
  return (
    <section aria-label="排行">
      <div className={styles.periods} role="group" aria-label="榜单周期">
        {(['day', 'week'] as const).map((p) => (
          <button
            key={p}
            type="button"
            className={p === period ? `${styles.period} ${styles.periodOn}` : styles.period}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {p === 'day' ? '今日' : '本周'}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
