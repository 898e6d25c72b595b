import type { BasketballTeamStats } from '@kickoff/shared/contracts';
import { truncate } from '@kickoff/shared/rules';
import { share } from '../detail/stat-bars';
import styles from '../detail/live-tab.module.css';

const ROWS: Array<[keyof BasketballTeamStats, string, boolean]> = [
  ['points', '得分', false],
  ['rebounds', '篮板', false],
  ['assists', '助攻', false],
  ['steals', '抢断', false],
  ['blocks', '盖帽', false],
  ['turnovers', '失误', false],
  ['fouls', '犯规', false],
  ['fgPct', '投篮命中率', true],
  ['threePct', '三分命中率', true],
  ['ftPct', '罚球命中率', true],
];

/** Paired bars per statistic; percentages arrive as 0–100 and are truncated to one decimal. */
export function TeamStats({ stats }: { stats: { home: BasketballTeamStats; away: BasketballTeamStats } }) {
  return (
    <div data-testid="team-stats">
      <div className={styles.statHead}>
        <b>主队</b>
        <b>客队</b>
      </div>
      {ROWS.map(([key, label, pct]) => {
        const h = stats.home[key];
        const a = stats.away[key];
        const [hw, aw] = share(h, a);
        const fmt = (v: number) => (pct ? `${truncate(v, 1)}%` : String(v));
        return (
          <div key={key} className={styles.stat}>
            <div className={styles.statHead}>
              <b>{fmt(h)}</b>
              <span>{label}</span>
              <b>{fmt(a)}</b>
            </div>
            <div className={styles.bars}>
              <div className={`${styles.bar} ${styles.barHome}`}>
                <i className={styles.fillHome} style={{ width: `${hw}%` }} />
              </div>
              <div className={styles.bar}>
                <i className={styles.fillAway} style={{ width: `${aw}%` }} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
