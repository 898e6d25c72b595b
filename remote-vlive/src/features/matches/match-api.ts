/** The live engine's calls the video rooms use: today's TV list, and one match's state. */
import { get, unwrap } from '@kickoff/shared/api';
import {
  BASKETBALL_STATUS_LABELS,
  FOOTBALL_STATUS_LABELS,
  LIVE_PATHS,
  isFootballHalfInPlay,
  minuteMark,
  type BasketballDetail,
  type FootballMatchHeader,
  type FootballStatus,
  type FootballTextLive,
  type BasketballStatus,
  type Sport,
  type TvMatch,
} from '@kickoff/shared/contracts';

/** Today's matches with video (LIVE_PATHS.tvList). */
export function getTvMatches(): Promise<TvMatch[]> {
  return unwrap(get<TvMatch[]>(LIVE_PATHS.tvList));
}

/** What the 赛况 tab shows of a match: names, score, state and the latest text-live lines. */
interface MatchState {
  league: string;
  home: string;
  away: string;
  score: string;
  state: string;
  lines: string[];
}

/** The match as the live engine has it now (the header and text live of football, the detail of basketball). */
export async function loadMatch(sport: Sport, id: number): Promise<MatchState> {
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
