/** 评分 on a football player's page: his average this season, then each rated match, newest first. */
import { ratingBand, type DbPlayer } from '@kickoff/shared/contracts';
import { MatchRow } from './match-row';
import shared from './database.module.css';
import styles from './player-ratings.module.css';

function Rating({ value }: { value: number }) {
  return <span className={`${styles.rating} ${styles[ratingBand(value)]}`}>{value.toFixed(1)}</span>;
}

export function PlayerRatings({ p }: { p: DbPlayer }) {
  if (p.averageRating === null || p.ratings.length === 0) return null;
  const best = p.ratings.filter((r) => r.manOfTheMatch).length;
  return (
    <section className={shared.section} aria-label="评分">
      <h2 className={shared.heading}>评分</h2>
      <p className={styles.summary} data-testid="db-player-average">
        本赛季平均 <Rating value={p.averageRating} />
        <span>
          {p.ratings.length} 场{best > 0 ? ` · 全场最佳 ${best} 次` : ''}
        </span>
      </p>
      <ul className={shared.list}>
        {p.ratings.map((r) => (
          <li key={r.match.id} data-testid="db-player-rating">
            <span className={styles.line}>
              <Rating value={r.rating} />
              {r.manOfTheMatch && <span className={styles.best}>★ 全场最佳</span>}
              <span>出场 {r.minutes} 分钟</span>
            </span>
            <ul className={shared.list}>
              <MatchRow match={r.match} sport="football" showLeague />
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
