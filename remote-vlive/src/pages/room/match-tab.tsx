/**
 * 赛况 of a match room: the score, state and latest text-live lines from the live engine, refreshed
 * while open, and a link to the full match detail in the scores remote (by URL).
 */
import { get, unwrap } from '@kickoff/shared/api';
import {
  BASKETBALL_STATUS_LABELS,
  FOOTBALL_STATUS_LABELS,
  LIVE_PATHS,
  isFootballHalfInPlay,
  matchPath,
  minuteMark,
  type BasketballDetail,
  type FootballMatchHeader,
  type FootballStatus,
  type FootballTextLive,
  type BasketballStatus,
  type Sport,
} from '@kickoff/shared/contracts';
import { DataState, useData } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import styles from './room-page.module.css';

const REFRESH_MS = 10_000;

interface MatchState {
  league: string;
  home: string;
  away: string;
  score: string;
  state: string;
  lines: string[];
}

async function loadMatch(sport: Sport, id: number): Promise<MatchState> {
  if (sport === 'football') {
    const [h, text] = await Promise.all([
      unwrap(get<FootballMatchHeader>(LIVE_PATHS.footballHeader(id))),
      unwrap(get<FootballTextLive>(LIVE_PATHS.footballTextLive(id))),
    ]);
    return {
      league: h.league.name,
      home: h.home.name,
      away: h.away.name,
      score: `${h.sc[0]} - ${h.sc[1]}`,
      state:
        h.timIng && isFootballHalfInPlay(h.state)
          ? minuteMark(h.timIng)
          : FOOTBALL_STATUS_LABELS[h.state as FootballStatus],
      lines: text.textLive.slice(0, 8).map((l) => l.text),
    };
  }
  const d = await unwrap(get<BasketballDetail>(LIVE_PATHS.basketballDetail(id)));
  const m = d.match;
  return {
    league: m.league.name,
    home: m.away.name,
    away: m.home.name,
    score: `${m.sc[1]} - ${m.sc[0]}`,
    state: `${BASKETBALL_STATUS_LABELS[m.s as BasketballStatus]}${m.rt ? ` ${m.rt}` : ''}`,
    lines: d.textLive.slice(0, 8).map((l) => l.text),
  };
}

export function MatchTab({ sport, matchId }: { sport: Sport; matchId: number }) {
  const match = useData(['vlive-match', sport, matchId], () => loadMatch(sport, matchId), {
    refreshMs: REFRESH_MS,
  });
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
