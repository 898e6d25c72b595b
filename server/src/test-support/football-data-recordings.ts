/**
 * football-data.org v4 answers as recorded for a Premier League matchday (Chelsea v Arsenal,
 * 30 Nov 2025, and the day's other games), a Champions League night and the PL table, trimmed to
 * the fields the v4 documentation lists; `pl(…)` rewrites the live fields for each scripted poll.
 */
import type { FdCompetition, FdMatch, FdMatchList, FdStandings, FdStatus } from '../live/feeds/football-data/types';

const PL: FdCompetition = {
  id: 2021,
  name: 'Premier League',
  code: 'PL',
  type: 'LEAGUE',
  emblem: 'https://crests.football-data.org/PL.png',
};
const CL: FdCompetition = {
  id: 2001,
  name: 'UEFA Champions League',
  code: 'CL',
  type: 'CUP',
  emblem: 'https://crests.football-data.org/CL.png',
};
const ENGLAND = { id: 2072, name: 'England', code: 'ENG' };
const EUROPE = { id: 2077, name: 'Europe', code: 'EUR' };

const CLUBS = {
  chelsea: {
    id: 61,
    name: 'Chelsea FC',
    shortName: 'Chelsea',
    tla: 'CHE',
    crest: 'https://crests.football-data.org/61.png',
  },
  arsenal: {
    id: 57,
    name: 'Arsenal FC',
    shortName: 'Arsenal',
    tla: 'ARS',
    crest: 'https://crests.football-data.org/57.png',
  },
  liverpool: {
    id: 64,
    name: 'Liverpool FC',
    shortName: 'Liverpool',
    tla: 'LIV',
    crest: 'https://crests.football-data.org/64.png',
  },
  mancity: {
    id: 65,
    name: 'Manchester City FC',
    shortName: 'Man City',
    tla: 'MCI',
    crest: 'https://crests.football-data.org/65.png',
  },
  pafos: {
    id: 7488,
    name: 'Pafos FC',
    shortName: 'Pafos',
    tla: 'PAF',
    crest: 'https://crests.football-data.org/7488.png',
  },
  monaco: {
    id: 548,
    name: 'AS Monaco FC',
    shortName: 'Monaco',
    tla: 'ASM',
    crest: 'https://crests.football-data.org/548.png',
  },
  celtic: { id: 732, name: 'Celtic FC', shortName: 'Celtic', tla: 'CEL', crest: null },
  unlisted: { id: 9999, name: 'Unlisted Club FC', shortName: 'Unlisted', tla: 'UNL', crest: null },
};

/** Chelsea v Arsenal's kick-off */
export const KICK_OFF = Date.parse('2025-11-30T16:30:00Z');

interface Live {
  status: FdStatus;
  score?: [number, number];
  half?: [number, number] | null;
  duration?: 'REGULAR' | 'EXTRA_TIME' | 'PENALTY_SHOOTOUT';
  minute?: number | null;
}

function match(
  id: number,
  utcDate: string,
  home: keyof typeof CLUBS,
  away: keyof typeof CLUBS,
  live: Live,
  comp = PL,
): FdMatch {
  const played = live.status !== 'SCHEDULED' && live.status !== 'TIMED' && live.status !== 'POSTPONED';
  const sc = live.score ?? [0, 0];
  return {
    area: comp === PL ? ENGLAND : EUROPE,
    competition: comp,
    id,
    utcDate,
    status: live.status,
    ...(live.minute !== undefined ? { minute: live.minute } : {}),
    matchday: comp === PL ? 13 : 5,
    stage: comp === PL ? 'REGULAR_SEASON' : 'LEAGUE_STAGE',
    group: null,
    lastUpdated: utcDate,
    homeTeam: CLUBS[home],
    awayTeam: CLUBS[away],
    score: {
      winner: live.status === 'FINISHED' ? (sc[0] > sc[1] ? 'HOME_TEAM' : sc[0] < sc[1] ? 'AWAY_TEAM' : 'DRAW') : null,
      duration: live.duration ?? 'REGULAR',
      fullTime: played ? { home: sc[0], away: sc[1] } : { home: null, away: null },
      halfTime: live.half ? { home: live.half[0], away: live.half[1] } : { home: null, away: null },
    },
    referees: [{ id: 11605, name: 'Anthony Taylor', type: 'REFEREE' }],
  };
}

export const CHELSEA_ARSENAL = 537_895;
export const LIVERPOOL_CITY = 537_898;
export const PAFOS_MONACO = 551_902;
export const CELTIC_UNLISTED = 551_907;

/** The day's answer to /v4/matches with Chelsea v Arsenal in the given state (kicking off at `kickOff`, ms). */
export function pl(live: Live, kickOff = KICK_OFF): FdMatchList {
  const shift = (m: FdMatch): FdMatch => ({
    ...m,
    utcDate: new Date(Date.parse(m.utcDate) + kickOff - KICK_OFF).toISOString().replace('.000', ''),
  });
  const matches = [
    match(CHELSEA_ARSENAL, '2025-11-30T16:30:00Z', 'chelsea', 'arsenal', live),
    match(LIVERPOOL_CITY, '2025-11-30T14:00:00Z', 'liverpool', 'mancity', { status: 'POSTPONED' }),
    match(
      PAFOS_MONACO,
      '2025-11-30T11:45:00Z',
      'pafos',
      'monaco',
      { status: 'FINISHED', score: [2, 2], half: [1, 0] },
      CL,
    ),
    match(
      CELTIC_UNLISTED,
      '2025-11-30T11:45:00Z',
      'celtic',
      'unlisted',
      { status: 'FINISHED', score: [2, 0], half: [0, 0] },
      CL,
    ),
  ].map(shift);
  return {
    filters: { dateFrom: '2025-11-29', dateTo: '2025-12-01', permission: 'TIER_ONE' },
    resultSet: { count: matches.length },
    matches,
  };
}

const row = (
  position: number,
  team: keyof typeof CLUBS,
  p: number,
  w: number,
  d: number,
  l: number,
  gf: number,
  ga: number,
) => ({
  position,
  team: CLUBS[team],
  playedGames: p,
  form: null,
  won: w,
  draw: d,
  lost: l,
  points: w * 3 + d,
  goalsFor: gf,
  goalsAgainst: ga,
  goalDifference: gf - ga,
});

/** /v4/competitions/PL/standings (top of the table); `arsenalWon` after the match */
export function plStandings(arsenalWon = false): FdStandings {
  return {
    competition: PL,
    season: { id: 2403, startDate: '2025-08-15', endDate: '2026-05-24', currentMatchday: 13 },
    standings: [
      {
        stage: 'REGULAR_SEASON',
        type: 'TOTAL',
        group: null,
        table: [
          arsenalWon ? row(1, 'arsenal', 13, 10, 2, 1, 25, 6) : row(1, 'arsenal', 12, 9, 2, 1, 23, 5),
          row(2, 'mancity', 12, 8, 1, 3, 26, 11),
          arsenalWon ? row(3, 'chelsea', 13, 7, 2, 4, 24, 15) : row(3, 'chelsea', 12, 7, 2, 3, 23, 13),
          row(4, 'liverpool', 12, 7, 0, 5, 20, 18),
        ],
      },
    ],
  };
}
