/** The engine's own records: a fixture (what is scheduled) and its script (what will happen). */
import type {
  BasketballStatus,
  BasketballTeamStats,
  FootballStatus,
  Incident,
  MatchEnvironment,
  OddsLine,
  OddsType,
  Sport,
} from '@kickoff/shared/contracts';

/** How a fixture will go, decided when it is scheduled (rare outcomes at realistic rates). */
export type Fate = 'normal' | 'postponed' | 'cancelled' | 'tbd' | 'interrupted' | 'abandoned';

export interface Fixture {
  id: number;
  sport: Sport;
  leagueId: number;
  homeId: number;
  awayId: number;
  /** kick-off, unix seconds */
  ot: number;
  /** the Beijing date the fixture is listed under */
  date: string;
  round: string;
  /** the seed the script is generated from (kept so a restart with another SEED does not change it) */
  seed: number;
  fate: Fate;
  knockout: boolean;
  jczq: string | null;
  bjdc: string | null;
  hot: boolean;
  hasVideo: boolean;
  hasAnim: boolean;
  environment: MatchEnvironment;
  /** set when a data feed, not a script, plays the match (feeds/): its steps arrive as the feed reports them */
  source?: 'football-data';
  /** a fed match's names for a competition or club we do not carry, so a restart shows them before the first poll */
  names?: { league?: string; home?: string; away?: string };
}

export interface OddsQuote {
  companyId: number;
  type: OddsType;
  line: OddsLine;
}

/**
 * One step of a match script, at `at` seconds of match clock after kick-off (negative = before).
 * Steps are applied in order; the match's state is the fold of the steps applied so far.
 */
export type ScriptStep =
  | { at: number; k: 'status'; s: number; psc?: [number, number] }
  | { at: number; k: 'incident'; inc: Omit<Incident, 'id'> }
  | { at: number; k: 'stats'; d: FootballStatDelta }
  | { at: number; k: 'text'; minute: number; text: string; incident?: Incident['type'] }
  | { at: number; k: 'odds'; quotes: OddsQuote[] }
  | {
      at: number;
      k: 'points';
      /** period index: 0–3 quarters, 4+ overtimes */ q: number;
      side: 'home' | 'away';
      pts: number;
      d: Partial<BasketballTeamStats> & BasketballShotDelta;
      /** the shooter the commentary names (a squad player's id): the box score credits them */
      by?: number;
    };

/** Per-minute football statistic deltas [home, away]; possession is that minute's home share (0–100). */
interface FootballStatDelta {
  attacks: [number, number];
  dangerous: [number, number];
  shots: [number, number];
  onTarget: [number, number];
  possession: number;
}

/** made/attempted counters behind the basketball percentages */
interface BasketballShotDelta {
  fgm?: number;
  fga?: number;
  tpm?: number;
  tpa?: number;
  ftm?: number;
  fta?: number;
}

export interface Phase {
  /** status at this point of the match clock */
  s: number;
  /** match-clock second this phase started */
  from: number;
  /** minute offset shown at the phase start (football: 0, 45, 90, 105) */
  base: number;
  /** football: cap shown as '45+'; basketball: quarter length in seconds of game clock */
  cap: number;
}

export interface Script {
  steps: ScriptStep[];
  /** the status timeline, for the minute display and basketball clock */
  phases: Phase[];
  /** match-clock second after which nothing changes any more */
  end: number;
}

export interface FootballState {
  s: FootballStatus;
  sc: [number, number];
  hsc: [number, number] | null;
  psc: [number, number] | null;
  rc: [number, number];
  yc: [number, number];
  cn: [number, number];
  attacks: [number, number];
  dangerous: [number, number];
  shots: [number, number];
  onTarget: [number, number];
  /** sum of per-minute home shares and the number of minutes, for the possession average */
  possSum: number;
  possN: number;
}

export interface BasketballSideStats extends BasketballTeamStats {
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
}

export interface BasketballState {
  s: BasketballStatus;
  sc: [number, number];
  hq: number[];
  aq: number[];
  home: BasketballSideStats;
  away: BasketballSideStats;
}
