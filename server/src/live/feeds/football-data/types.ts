/** The football-data.org API v4 resources the feed reads, as its documentation describes them. */

export type FdStatus =
  | 'SCHEDULED'
  | 'TIMED'
  | 'IN_PLAY'
  | 'PAUSED'
  | 'EXTRA_TIME'
  | 'PENALTY_SHOOTOUT'
  | 'FINISHED'
  | 'SUSPENDED'
  | 'POSTPONED'
  | 'CANCELLED'
  | 'AWARDED';

type FdDuration = 'REGULAR' | 'EXTRA_TIME' | 'PENALTY_SHOOTOUT';

interface FdArea {
  id: number;
  name: string;
  code?: string;
}

export interface FdCompetition {
  id: number;
  name: string;
  code: string;
  type?: 'LEAGUE' | 'CUP' | 'PLAYOFFS' | 'LEAGUE_CUP';
  emblem?: string | null;
}

export interface FdTeamRef {
  id: number;
  name: string;
  shortName?: string | null;
  tla?: string | null;
  crest?: string | null;
}

export interface FdGoalsPair {
  home: number | null;
  away: number | null;
}

export interface FdScore {
  winner: 'HOME_TEAM' | 'AWAY_TEAM' | 'DRAW' | null;
  duration: FdDuration;
  fullTime: FdGoalsPair;
  halfTime: FdGoalsPair;
  regularTime?: FdGoalsPair;
  extraTime?: FdGoalsPair;
  penalties?: FdGoalsPair;
}

/** `goals` and `bookings` come with a match on the paid tiers; the free tier leaves them out. */
export interface FdGoal {
  minute: number;
  injuryTime?: number | null;
  type: 'REGULAR' | 'OWN' | 'PENALTY';
  team: { id: number; name?: string };
  scorer: { id: number; name: string } | null;
  assist?: { id: number; name: string } | null;
  score: { home: number; away: number };
}

export interface FdBooking {
  minute: number;
  team: { id: number; name?: string };
  player: { id: number; name: string };
  card: 'YELLOW' | 'YELLOW_RED' | 'RED';
}

export interface FdMatch {
  id: number;
  utcDate: string;
  status: FdStatus;
  /** the minute in play, on the tiers that carry it */
  minute?: number | string | null;
  injuryTime?: number | null;
  matchday?: number | null;
  stage?: string;
  group?: string | null;
  lastUpdated?: string;
  venue?: string | null;
  area?: FdArea;
  competition: FdCompetition;
  homeTeam: FdTeamRef;
  awayTeam: FdTeamRef;
  score: FdScore;
  goals?: FdGoal[];
  bookings?: FdBooking[];
  referees?: Array<{ id: number; name: string; type: string }>;
}

export interface FdMatchList {
  filters?: Record<string, unknown>;
  resultSet?: { count: number };
  competition?: FdCompetition;
  matches: FdMatch[];
}

interface FdTableRow {
  position: number;
  team: FdTeamRef;
  playedGames: number;
  won: number;
  draw: number;
  lost: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
}

export interface FdStandings {
  competition: FdCompetition;
  season?: { id: number; startDate: string; endDate: string; currentMatchday?: number | null };
  standings: Array<{ stage: string; type: 'TOTAL' | 'HOME' | 'AWAY'; group: string | null; table: FdTableRow[] }>;
}

export interface FdScorers {
  competition: FdCompetition;
  scorers: Array<{
    player: { id: number; name: string };
    team: FdTeamRef;
    playedMatches?: number;
    goals: number;
    assists?: number | null;
    penalties?: number | null;
  }>;
}

export interface FdTeam extends FdTeamRef {
  venue?: string | null;
  address?: string | null;
  squad?: Array<{ id: number; name: string; position: string | null; shirtNumber?: number | null }>;
}
