/**
 * Activities (/activity/**): the lottery wheel, match guessing, the points rank, the prize history and
 * the delivery address. Server module: server/src/activities. Check-in lives in checkin.ts.
 */

/** What one lottery draw costs, in coins (金币). */
export const DRAW_COST_COINS = 10;
/** Draws per user per Beijing day. */
export const DRAW_DAILY_LIMIT = 10;
/** Points a correct guess earns. */
export const GUESS_REWARD_POINTS = 20;

/** What a prize gives: points or coins straight into the wallet, a physical item, or nothing. */
export type PrizeKind = 'point' | 'coin' | 'item' | 'none';

/** `GET /tj/lottery`: the wheel with its disclosed odds. */
export interface LotteryPrize {
  id: number;
  name: string;
  kind: PrizeKind;
  /** points or coins granted ('point' / 'coin'); 0 otherwise */
  amount: number;
  /** chance of this prize per draw while it is in stock, in percent (two decimals) */
  odds: number;
  /** left in stock; null = unlimited */
  stock: number | null;
}

export interface LotteryInfo {
  prizes: LotteryPrize[];
  cost: number;
  dailyLimit: number;
  /** draws the caller has left today (the full limit for a visitor) */
  drawsLeft: number;
}

/** `POST /tj/lottery/draw` body: `requestId` makes a double tap draw once. */
export interface DrawForm {
  requestId: string;
}

export interface DrawResult {
  drawId: number;
  prize: LotteryPrize;
  drawsLeft: number;
  /** coin balance after the draw */
  coins: number;
  /** true when this requestId had drawn already: the first result, nothing moved */
  replayed: boolean;
}

/** Guess picks: home win, draw, away win. */
export type GuessPick = 'home' | 'draw' | 'away';
export const GUESS_PICK_NAMES: Record<GuessPick, string> = { home: '主胜', draw: '平局', away: '客胜' };

/** `GET /tj/guess/matches`: football matches still open for guessing, with the caller's pick. */
export interface GuessMatch {
  matchId: number;
  league: string;
  home: string;
  away: string;
  /** kick-off, unix seconds */
  ot: number;
  myPick: GuessPick | null;
}

export type GuessStatus = 'pending' | 'won' | 'lost' | 'void';
export const GUESS_STATUS_NAMES: Record<GuessStatus, string> = {
  pending: '待开奖',
  won: '猜中',
  lost: '未猜中',
  void: '比赛取消',
};

export interface GuessRecord {
  id: number;
  matchId: number;
  home: string;
  away: string;
  pick: GuessPick;
  status: GuessStatus;
  /** final score "2-1" once settled, else '' */
  score: string;
  reward: number;
  /** unix ms */
  time: number;
}

interface DrawRecord {
  id: number;
  prize: string;
  kind: PrizeKind;
  amount: number;
  /** unix ms */
  time: number;
}

/** `GET /tj/activity/history`. */
export interface ActivityHistory {
  draws: DrawRecord[];
  guesses: GuessRecord[];
}

/** `GET /tj/rank?period=today|week`. */
export type RankPeriod = 'today' | 'week';
export interface RankRow {
  rank: number;
  userId: number;
  nickName: string;
  points: number;
}
export interface RankBoard {
  period: RankPeriod;
  rows: RankRow[];
  /** the caller's row, when signed in and ranked */
  me: RankRow | null;
}

/** `GET|POST /tj/address`: where physical prizes go. */
export interface DeliveryAddress {
  name: string;
  phone: string;
  region: string;
  detail: string;
}
export const ADDRESS_LIMITS = { name: 20, region: 40, detail: 100 } as const;

export const ACTIVITIES_PATHS = {
  lottery: '/tj/lottery',
  draw: '/tj/lottery/draw',
  guessMatches: '/tj/guess/matches',
  guess: '/tj/guess',
  history: '/tj/activity/history',
  rank: '/tj/rank',
  address: '/tj/address',
  checkin: '/tj/checkin',
} as const;
