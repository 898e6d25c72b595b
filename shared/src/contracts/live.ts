/**
 * Live-score contracts (docs/product.md §3 "Football match", "Match detail header", "Text live", "Odds rows",
 * "Basketball filter", and the calls of docs/product.md §7). Short field names are the spec's; the ones the
 * spec leaves out follow the same short style and are explained here.
 */
import type { BasketballStatus, FootballStatus } from './statuses';

export type Sport = 'football' | 'basketball';
export const PLATFORM = 4; // docs/product.md §9

export interface TeamRef {
  id: number;
  /** Chinese name */
  name: string;
  /** league ranking, shown as [3] when the ranking setting is on */
  rank?: number;
}

export interface LeagueRef {
  id: number;
  /** Chinese short name, e.g. 英超 */
  name: string;
  /** the league's colour, #rrggbb */
  color: string;
}

/** One row of the football score list (docs/product.md §3 "Football match (score list)"). */
export interface FootballListMatch {
  id: number;
  /** status 0–13 */
  s: FootballStatus;
  /** league id */
  li: number;
  league: LeagueRef;
  /** open (kick-off) time, unix seconds */
  ot: number;
  /** kick-off of the half in play, unix seconds (minute display counts from it) */
  kt: number;
  /** 1 shown, 0 hidden by the league filter */
  isShow: 0 | 1;
  /** minute display as the server saw it when it answered ('23', '45+', '中场' …) */
  timIng: string;
  round: string;
  home: TeamRef;
  away: TeamRef;
  /** full score [home, away] */
  sc: [number, number];
  /** half-time score, once the first half is over */
  hsc: [number, number] | null;
  /** red cards, yellow cards, corners: [home, away] */
  rc: [number, number];
  yc: [number, number];
  cn: [number, number];
  /** China Sports Lottery numbers when the match is on a lottery list, e.g. 周三001 */
  jczq?: string;
  bjdc?: string;
  hot: boolean;
  hasVideo: boolean;
  hasAnim: boolean;
  /** penalty shoot-out score [home, away], only after a shoot-out (status 7 → 8) */
  psc?: [number, number];
}

/** One row of the basketball list. Basketball match types 8 and 9 are treated as 0 (docs/product.md §9). */
export interface BasketballListMatch {
  id: number;
  s: BasketballStatus;
  li: number;
  league: LeagueRef;
  ot: number;
  isShow: 0 | 1;
  /** match type; 8 and 9 are reported as 0 */
  type: number;
  home: TeamRef;
  away: TeamRef;
  /** totals [home, away] */
  sc: [number, number];
  /** quarter scores (4 quarters, then overtimes) per side */
  hq: number[];
  aq: number[];
  /** time left in the quarter in play, 'mm:ss', or '' */
  rt: string;
  hot: boolean;
}

/** The list tabs (spec: live tab default 'js'): 即时 / 赛果 / 赛程 / 关注. */
export type ListTab = 'js' | 'sg' | 'sc' | 'gz';

/** The league filter (docs/product.md §3 "Basketball filter"; football uses the same shape). */
interface LeagueFilterItem {
  leagueId: number;
  name: string;
  count: number;
  isChecked: boolean;
  hot: boolean;
}
export interface LeagueFilterGroup {
  letter: string;
  countList: LeagueFilterItem[];
}

/** `/live/fb/match/live/navigation/{id}` (docs/product.md §3 "Match detail header"). */
export interface FootballMatchHeader {
  id: number;
  state: FootballStatus;
  /** unix seconds */
  openTime: number;
  kt: number;
  timIng: string;
  league: LeagueRef;
  round: string;
  home: TeamRef;
  away: TeamRef;
  sc: [number, number];
  hsc: [number, number] | null;
  /** the match is covered on video: `url` is its video call (vlive's MatchVideo), null when not covered */
  video: { url: string } | null;
  anim: boolean;
}

/** Statistic types (docs/product.md §3); 70, 21 and 25 are drawn as pies. */
export const STAT_TYPES = {
  CORNER: 2,
  YELLOW: 3,
  RED: 4,
  ATTACK: 23,
  DANGEROUS_ATTACK: 24,
  /** shots (pie) */
  SHOTS: 70,
  /** shots on target (pie) */
  SHOTS_ON_TARGET: 21,
  /** possession % (pie) */
  POSSESSION: 25,
} as const;
export const PIE_STAT_TYPES = [STAT_TYPES.SHOTS, STAT_TYPES.SHOTS_ON_TARGET, STAT_TYPES.POSSESSION] as const;
export const STAT_LABELS: Record<number, string> = {
  2: '角球',
  3: '黄牌',
  4: '红牌',
  23: '进攻',
  24: '危险进攻',
  70: '射门',
  21: '射正',
  25: '控球率',
};

export interface StatisticEntry {
  type: number;
  home: number;
  away: number;
}

export type IncidentType =
  | 'goal'
  | 'own_goal'
  | 'penalty'
  | 'penalty_missed'
  | 'goal_cancelled'
  | 'yellow'
  | 'red'
  | 'second_yellow'
  | 'substitution'
  | 'corner';

/** One event on the timeline. */
export interface Incident {
  id: number;
  type: IncidentType;
  /** match minute, e.g. 45 or 90 (stoppage shown through `extra`) */
  minute: number;
  extra?: number;
  side: 'home' | 'away';
  player: string;
  /** assist, or the player coming on for substitutions */
  player2?: string;
  /** the score after this event, for goals */
  score?: [number, number];
}

export interface TextLiveLine {
  id: number;
  minute: number;
  text: string;
  /** the incident this line describes, if any */
  incident?: IncidentType;
}

export interface MatchEnvironment {
  venue: string;
  city: string;
  weather: string;
  temperature: string;
  referee: string;
}

export interface PieDataset {
  type: number;
  name: string;
  home: number;
  away: number;
}

/** `/live/fb/match/live/textLive/{id}` (docs/product.md §3 "Text live"). */
export interface FootballTextLive {
  statistic: StatisticEntry[];
  textLive: TextLiveLine[];
  incidents: Incident[];
  environment: MatchEnvironment;
  /** the key events (goals and cards) for the timeline head */
  events: Incident[];
  /** the three pie datasets: 70, 21, 25 */
  pies: [PieDataset, PieDataset, PieDataset];
}

/** Home, draw and away probabilities (0–1, summing to 1) of the result after play. */
export interface ResultProbability {
  home: number;
  draw: number;
  away: number;
}

/** One played minute of the trend: 攻势 (momentum) and 胜率 at its end (docs/match-models.md). */
export interface TrendMinute extends ResultProbability {
  /** the minute as an incident shows it: 45 with extra 2 is 45+2 */
  minute: number;
  extra?: number;
  /** −100 (the away side presses) … 100 (the home side presses) */
  momentum: number;
}

/** The incidents a trend marks: goals (and a goal VAR took back) and cards. */
export const TREND_MARK_TYPES = [
  'goal',
  'own_goal',
  'penalty',
  'goal_cancelled',
  'yellow',
  'red',
  'second_yellow',
] as const;
export type TrendMarkType = (typeof TREND_MARK_TYPES)[number];

/** A goal or card on the momentum graph, at the minute it came in. */
export interface TrendMark {
  minute: number;
  extra?: number;
  side: 'home' | 'away';
  type: TrendMarkType;
  player: string;
}

/** One shot on the shot map (射门图), on the half-pitch its side attacks. */
export interface TrendShot {
  minute: number;
  extra?: number;
  side: 'home' | 'away';
  /** metres out from the goal line, and across from the goal's centre (negative: the shooter's left) */
  x: number;
  y: number;
  kind: 'foot' | 'head' | 'penalty';
  /** a goal VAR took back is 'cancelled' */
  outcome: 'goal' | 'saved' | 'off' | 'cancelled';
  /** expected goals of the shot, 0–1 (docs/match-models.md §3) */
  xg: number;
}

/** `/live/fb/match/live/trend/{id}`: the attack momentum, win probability and shots of a match so far. */
export interface FootballTrend {
  /** the model's start: the pre-match 欧指 consensus, margins removed */
  prematch: ResultProbability;
  /** every minute played, in order */
  minutes: TrendMinute[];
  /** the probability now (inside the minute being played, or at the end); the AI prediction reads it */
  current: ResultProbability;
  marks: TrendMark[];
  /** every shot so far, in order */
  shots: TrendShot[];
  /** expected goals so far [home, away] (the sum of the shots' xg) */
  xg: [number, number];
}

/** What is marked on a player in the lineup: his goals, cards and substitution (a type only, no list in any bundle). */
export type LineupMarkType =
  'goal' | 'penalty' | 'own_goal' | 'assist' | 'yellow' | 'second_yellow' | 'red' | 'sub_in' | 'sub_out';

export interface LineupMark {
  type: LineupMarkType;
  minute: number;
  extra?: number;
}

/** What a player has done so far, the rating's inputs (docs/match-models.md §5). */
export interface PlayerMatchStats {
  minutes: number;
  goals: number;
  assists: number;
  shots: number;
  onTarget: number;
  keyPasses: number;
  tackles: number;
  saves: number;
  /** goals his side let in while he was on the pitch */
  conceded: number;
}

export interface LineupPlayer {
  /** the database's player id */
  id: number;
  name: string;
  number: number;
  /** 门将 / 后卫 / 中场 / 前锋 */
  position: string;
  /** a starter's spot: line 0 the keeper, then the formation's lines from the back; col from the left */
  line?: number;
  col?: number;
  /** 6.0–10.0, one decimal; null before ten minutes of play or for a substitute who has not come on */
  rating: number | null;
  marks: LineupMark[];
  stats: PlayerMatchStats;
}

export interface LineupSide {
  teamId: number;
  /** e.g. '4-2-3-1' */
  formation: string;
  coach: string;
  /** eleven, keeper first, then each line left to right */
  starters: LineupPlayer[];
  substitutes: LineupPlayer[];
}

/** `/live/fb/match/live/lineup/{id}`: both team sheets, published about an hour before kick-off. */
export interface FootballLineup {
  /** false until `publishAt`: the sides are null then */
  published: boolean;
  /** unix seconds */
  publishAt: number;
  home: LineupSide | null;
  away: LineupSide | null;
  /** true once ten minutes have been played: the ratings are shown from then on */
  rated: boolean;
  /** 全场最佳: the best-rated player's id once the match is over, else null */
  manOfTheMatch: number | null;
}

/** One player's line in a basketball box score (数据统计) so far. */
export interface BoxScorePlayer {
  /** the database's player id */
  id: number;
  name: string;
  number: number;
  /** 后卫 / 前锋 / 中锋 */
  position: string;
  points: number;
  rebounds: number;
  assists: number;
  /** whole minutes on the floor; a side's minutes add up to five times the game minutes played */
  minutes: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
}

export interface BoxScoreSide {
  teamId: number;
  /** the starting five (首发) */
  starters: BoxScorePlayer[];
  /** the bench (替补) */
  bench: BoxScorePlayer[];
}

/**
 * `/live/basket/match/boxscore/{id}`: both sides' starting five and bench with each player's line;
 * the lines add up to the team totals of the match's statistics. An engine match's five are known
 * from the schedule on; a fed match or one called off comes without them (published false, sides null).
 */
export interface BasketballBoxScore {
  published: boolean;
  home: BoxScoreSide | null;
  away: BoxScoreSide | null;
}

/** How long before kick-off the team sheets come out. */
export const LINEUP_PUBLISH_BEFORE_S = 3600;
/** Minutes of play before ratings are shown. */
export const RATED_AFTER_MINUTES = 10;

/** Odds types (docs/product.md §4). */
export const ODDS_TYPES = { ASIA: 1, EURO: 2, BS: 3 } as const;
export type OddsType = 1 | 2 | 3;

/** Up (1, red), down (-1, green) or unchanged (0) since the previous line. */
export type ChangeFlag = 1 | -1 | 0;

export interface OddsLine {
  left: number;
  /** handicap (asia), draw (euro) or total line (bs) */
  middle: number;
  right: number;
}

/** One company's row (docs/product.md §3 "Odds rows"). */
export interface OddsRow extends OddsLine {
  companyId: number;
  nameZh: string;
  type: OddsType;
  /** the opening line */
  first: OddsLine;
  leftFlag: ChangeFlag;
  middleFlag: ChangeFlag;
  rightFlag: ChangeFlag;
  /** unix seconds of the last change */
  changedAt: number;
}

export interface OddsCompany {
  companyId: number;
  nameZh: string;
}

/** `/live/odds/history/{id}?companyId&type`: one row per change. */
export interface OddsHistoryRow extends OddsLine {
  /** unix seconds */
  time: number;
  /** the match minute at the change, '' before kick-off */
  minute: string;
  score: [number, number];
  leftFlag: ChangeFlag;
  middleFlag: ChangeFlag;
  rightFlag: ChangeFlag;
}

/** A past or future match in the analysis tab. */
export interface MatchSummary {
  id: number;
  ot: number;
  league: LeagueRef;
  home: TeamRef;
  away: TeamRef;
  sc: [number, number] | null;
  hsc: [number, number] | null;
}

export interface TableRow {
  rank: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** `/live/fb/match/analysis/history?id`: head-to-head and both teams' recent results. */
export interface AnalysisHistory {
  h2h: MatchSummary[];
  homeRecent: MatchSummary[];
  awayRecent: MatchSummary[];
}

/** Basketball detail (`/live/basket/match/detail/{id}`). */
export interface BasketballTeamStats {
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  fgPct: number;
  threePct: number;
  ftPct: number;
}
export interface BasketballDetail {
  match: BasketballListMatch;
  stats: { home: BasketballTeamStats; away: BasketballTeamStats };
  textLive: TextLiveLine[];
  environment: MatchEnvironment;
}

/** Realtime payload of LIST_UPDATE: only the fields that changed, per match. */
export type FootballListPatch = Pick<FootballListMatch, 'id'> & Partial<Omit<FootballListMatch, 'id'>>;
export type BasketballListPatch = Pick<BasketballListMatch, 'id'> & Partial<Omit<BasketballListMatch, 'id'>>;
export interface ListUpdate {
  sport: Sport;
  matches: Array<FootballListPatch | BasketballListPatch>;
}

/** Realtime payload of MATCH_UPDATE. */
export interface MatchUpdate {
  id: number;
  sport: Sport;
  header?: Partial<FootballMatchHeader>;
  incidents?: Incident[];
  textLive?: TextLiveLine[];
  statistic?: StatisticEntry[];
  odds?: OddsRow[];
  /** basketball: the list row as it is now (scores, quarters, clock) */
  basketball?: BasketballListMatch;
  /** basketball: both teams' stats as they are now */
  basketballStats?: { home: BasketballTeamStats; away: BasketballTeamStats };
}

/** Realtime payload of GOAL_ALERT: one alert per real event; `cancelled` follows a VAR decision. */
export interface GoalAlert {
  matchId: number;
  league: string;
  home: string;
  away: string;
  side: 'home' | 'away';
  minute: string;
  score: [number, number];
  player: string;
  cancelled: boolean;
  /**
   * The alert's server sequence: the goal's time (ms) × 1000 + the match id's last three digits.
   * The time comes from the fixture's kick-off and the script (a pure function), so it is the same
   * on every node and after a restart, stored with the incident (`live_incidents.goal_seq`), and
   * rises with the order goals are pushed in. Clients keep the last one they saw and refill after it.
   */
  seq: number;
  /** when the goal happened (unix ms, server time) */
  at: number;
}

/** `GET /api/live/goal-alerts?after=` — goal alerts a client missed (e.g. across a reconnect). */
export const GOAL_ALERTS_PATH = '/api/live/goal-alerts';
/** how far back the refill looks (older alerts are not returned) */
export const GOAL_REFILL_WINDOW_MS = 10 * 60_000;
/** at most this many alerts per answer (the oldest first) */
export const GOAL_REFILL_MAX = 100;
/** DESIGN.md "no flood of old events": a refilled alert older than this is dropped, not shown */
export const GOAL_ALERT_FRESH_MS = 2 * 60_000;

export interface GoalAlertPage {
  /** alerts with seq > after, oldest first (empty without `after`) */
  list: GoalAlert[];
  /** the newest stored alert's seq (0: none): a fresh client starts here */
  head: number;
  /** the server's clock (unix ms), to judge the alerts' age without trusting the device's */
  now: number;
}

/*
 * Response data of the live calls (docs/product.md §7). Lists are plain arrays of the row types above.
 *   /live/football/v1_1/live, /lottery, /jczq, /bjdc, /match        → FootballListMatch[]
 *   /live/basketball/match                                           → BasketballListMatch[]
 *   /live/football/filter, /live/basketball/filter                   → LeagueFilterGroup[]
 *   /live/fb/match/live/navigation/{id}                              → FootballMatchHeader
 *   /live/fb/match/live/textLive/{id}                                → FootballTextLive
 *   /live/fb/match/live/trend/{id}                                   → FootballTrend
 *   /live/fb/match/live/lineup/{id}                                  → FootballLineup
 *   /live/fb/match/analysis/future/{id}                              → AnalysisFuture
 *   /live/fb/match/analysis/table?id|leagueId                        → LeagueTable
 *   /live/fb/match/analysis/history?id                               → AnalysisHistory
 *   /live/tv/match-list                                              → TvMatch[]
 *   /live/odds/{id}?type, /live/basket/zhi/index?id&type             → OddsRow[]
 *   /live/odds/company, /live/basket/zhi/company                     → OddsCompany[]
 *   /live/odds/history/{id}?companyId&type, /live/basket/zhi/history → OddsHistoryRow[]
 *   /live/basket/match/detail/{id}                                   → BasketballDetail
 *   /live/basket/match/boxscore/{id}                                 → BasketballBoxScore
 *   /live/hot/list                                                   → HotList
 *   /live/snapshot?topic                                             → LiveSnapshot
 * Basketball odds reuse OddsRow: type 1 让分 (middle = home handicap), 2 欧指 (two-way; middle 0),
 * 3 大小分 (middle = total line).
 */

/** Each side's next fixtures. */
export interface AnalysisFuture {
  home: MatchSummary[];
  away: MatchSummary[];
}

export interface LeagueTable {
  league: LeagueRef;
  rows: TableRow[];
}

/** A match with a video or animation feed, for the TV list. */
export interface TvMatch {
  id: number;
  sport: Sport;
  ot: number;
  league: LeagueRef;
  home: TeamRef;
  away: TeamRef;
  /** status code of the sport */
  s: number;
  sc: [number, number];
  hasVideo: boolean;
  hasAnim: boolean;
}

/** `GET`: the hot matches of both sports (the /live/hot page). */
export const HOT_LIST_PATH = '/api/live/hot/list';

/**
 * For a signed-in fan who follows teams, each list starts with those teams' next matches (live or
 * upcoming, one row per match, not repeated lower down) and `followed` holds their ids, soonest
 * first across both sports. The answer is the fan's own (never kept by a shared cache).
 */
export interface HotList {
  football: FootballListMatch[];
  basketball: BasketballListMatch[];
  followed?: number[];
}

/**
 * `/live/snapshot?topic=`: the state of a realtime topic, to resync after (re)subscribing. Pushes
 * after the snapshot carry only what changed since.
 */
export type LiveSnapshot =
  | { topic: 'list:football'; football: FootballListMatch[] }
  | { topic: 'list:basketball'; basketball: BasketballListMatch[] }
  | {
      topic: `match:${number}`;
      sport: 'football';
      header: FootballMatchHeader;
      textLive: FootballTextLive;
      odds: OddsRow[];
    }
  | { topic: `match:${number}`; sport: 'basketball'; detail: BasketballDetail; odds: OddsRow[] };
