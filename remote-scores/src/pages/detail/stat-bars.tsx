/** Paired horizontal bars for the counted statistics, numbers at both ends. */
import { memo } from 'react';
import { STAT_LABELS, STAT_TYPES, type StatisticEntry } from '@kickoff/shared/contracts';
import styles from './live-tab.module.css';

const BAR_TYPES = [
  STAT_TYPES.ATTACK,
  STAT_TYPES.DANGEROUS_ATTACK,
  STAT_TYPES.CORNER,
  STAT_TYPES.YELLOW,
  STAT_TYPES.RED,
] as const;

export function share(home: number, away: number): [number, number] {
  const total = home + away;
  return total === 0 ? [0, 0] : [(home / total) * 100, (away / total) * 100];
}

export const StatBars = memo(function StatBars({ stats }: { stats: StatisticEntry[] }) {
  return (
    <div data-testid="stat-bars">
      {BAR_TYPES.map((type) => {
        const s = stats.find((x) => x.type === type) ?? { type, home: 0, away: 0 };
        const [h, a] = share(s.home, s.away);
        return (
          <div key={type} className={styles.stat} aria-label={`${STAT_LABELS[type]} ${s.home} 比 ${s.away}`}>
            <div className={styles.statHead}>
              <b>{s.home}</b>
              <span>{STAT_LABELS[type]}</span>
              <b>{s.away}</b>
            </div>
            <div className={styles.bars}>
              <div className={`${styles.bar} ${styles.barHome}`}>
                <i className={styles.fillHome} style={{ width: `${h}%` }} />
              </div>
              <div className={styles.bar}>
                <i className={styles.fillAway} style={{ width: `${a}%` }} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
});
