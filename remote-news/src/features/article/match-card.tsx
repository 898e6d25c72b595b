/** The match an article is about: its live score, opening the match's detail in the scores remote. */
import {
  BASKETBALL_STATUS_LABELS,
  FOOTBALL_STATUS_LABELS,
  hasStarted,
  matchPath,
  type BasketballStatus,
  type FootballStatus,
  type NewsMatchCard,
} from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { matchTimeLabel } from './match-time-label';
import { TeamCrest } from '@kickoff/shared/ui';
import styles from './match-card.module.css';

export function MatchCard({ match }: { match: NewsMatchCard }) {
  const football = match.sport === 'football';
  const label = football
    ? FOOTBALL_STATUS_LABELS[match.s as FootballStatus]
    : BASKETBALL_STATUS_LABELS[match.s as BasketballStatus];
  const started = hasStarted(match.sport, match.s);
  return (
    <Link
      className={styles.card}
      to={matchPath(match.sport, match.id)}
      aria-label={`${match.home} 对 ${match.away} 比赛详情`}
    >
      <span className={styles.league}>
        {match.league} · {started ? label : matchTimeLabel(match.ot)}
      </span>
      <span className={styles.side}>
        <TeamCrest name={match.home} size={0.64} />
        <span className={styles.name}>{match.home}</span>
      </span>
      <span className={styles.score} data-testid="news-match-score">
        {started ? `${match.sc[0]} - ${match.sc[1]}` : 'VS'}
      </span>
      <span className={styles.side}>
        <TeamCrest name={match.away} size={0.64} />
        <span className={styles.name}>{match.away}</span>
      </span>
    </Link>
  );
}
