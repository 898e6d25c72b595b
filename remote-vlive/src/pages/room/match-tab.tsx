/**
 * 赛况 of a match room: the score, state and latest text-live lines from the live engine, refreshed
 * while open, and a link to the full match detail in the scores remote (by URL).
 */
import { matchPath, type Sport } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { useMatchState } from '../../features/matches/hooks/use-match-state';
import styles from './room-page.module.css';

const REFRESH_MS = 10_000;

export function MatchTab({ sport, matchId }: { sport: Sport; matchId: number }) {
  const match = useMatchState(sport, matchId, REFRESH_MS);
  return (
    <DataState state={match}>
      {(data) => (
        <section className={styles.matchTab} aria-label="赛况">
          <p className={styles.muted}>{data.league}</p>
          <div className={styles.scoreLine}>
            <span>{data.home}</span>
            <strong className={styles.score}>{data.score}</strong>
            <span>{data.away}</span>
          </div>
          <p className={styles.matchState}>{data.state}</p>
          <ul className={styles.textLive}>
            {data.lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
          <Link className={styles.detailLink} to={matchPath(sport, matchId)}>
            查看比赛详情
          </Link>
        </section>
      )}
    </DataState>
  );
}
