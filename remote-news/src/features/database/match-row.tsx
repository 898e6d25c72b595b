/** One fixture or result: time, teams (to their pages) and score (to the match detail when there is one). */
import { matchPath, type DbMatchRow, type Sport } from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { teamPath } from './links';
import styles from './database.module.css';

const two = (n: number) => String(n).padStart(2, '0');

/** `06-11 21:00` in Beijing time */
function kickOffLabel(ot: number): string {
  const d = new Date((ot + 8 * 3600) * 1000);
  return `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

const STATUS: Record<DbMatchRow['status'], string> = { done: '完', upcoming: '', live: '进行中', off: '未赛' };

export function MatchRow({ match, sport, showLeague }: { match: DbMatchRow; sport: Sport; showLeague?: boolean }) {
  const score = match.sc ? `${match.sc[0]} - ${match.sc[1]}` : 'VS';
  return (
    <li className={styles.match} data-testid="db-match">
      <span className={styles.matchMeta}>
        {showLeague && <span>{match.league.name}</span>}
        <span>{kickOffLabel(match.ot)}</span>
        {STATUS[match.status] && <span>{STATUS[match.status]}</span>}
      </span>
      <Link className={styles.home} to={teamPath(sport, match.home.id)}>
        {match.home.name}
      </Link>
      {match.detail ? (
        <Link
          className={styles.score}
          to={matchPath(sport, match.id)}
          aria-label={`${match.home.name} ${score} ${match.away.name} 比赛详情`}
        >
          {score}
        </Link>
      ) : (
        <span className={styles.score}>{score}</span>
      )}
      <Link className={styles.away} to={teamPath(sport, match.away.id)}>
        {match.away.name}
      </Link>
      {match.pens && (
        <span className={styles.pens}>
          点球 {match.pens[0]} - {match.pens[1]}
        </span>
      )}
    </li>
  );
}
