/** Expert tips contracts (docs/product.md §3 "Expert tip data", §4 follow rules, §7 Tips calls). */
import type { ExpertLevel } from './statuses';

/** Tip markets: 1 亚指 (Asian handicap), 2 欧指 (1x2), 3 大小 (over/under) — the odds types of §4. */
export type TipMarket = 1 | 2 | 3;
export const TIP_MARKET_NAMES: Record<TipMarket, string> = { 1: '亚指', 2: '欧指', 3: '大小' };

/** A pick: the side of the market's current line. */
export type TipPick = 'home' | 'draw' | 'away' | 'over' | 'under';

/**
 * Settled result: 0 pending, 1 红 (won), 2 黑 (lost), 3 走 (push / void), 4 赢半 (half won on a quarter
 * line, counts as 红), 5 输半 (half lost, counts as 黑).
 */
export type TipResult = 0 | 1 | 2 | 3 | 4 | 5;
export const TIP_RESULT_NAMES: Record<TipResult, string> = {
  0: '待开奖',
  1: '红',
  2: '黑',
  3: '走',
  4: '赢半',
  5: '输半',
};

/** Limits a publisher meets (the server checks them; the form shows them). */
export const TIP_LIMITS = { titleMax: 15, analysisMin: 10, analysisMax: 1000, perDay: 5, priceMax: 588 } as const;
/** Price choices in coins (0 free). */
export const TIP_PRICES = [0, 8, 18, 28, 58, 88] as const;

export interface ExpertBrief {
  id: number;
  nickName: string;
  portrait: string;
  level: ExpertLevel;
  /** 1 for a model expert (tips from the odds model), shown as 模型 */
  model: 0 | 1;
}

export interface Expert extends ExpertBrief {
  description: string;
  /** 1 when the viewer follows the expert; toggles only after a successful follow call */
  follow: 0 | 1;
  /** hit rate over the last 30 days, percent (0 without settled tips) */
  hitRate: number;
  fans: number;
}

/** An expert's record over a window (computed in SQL from settled tips). */
export interface ExpertRecord {
  days: 7 | 30;
  /** settled tips in the window (pushes included) */
  total: number;
  /** 红 (won + half won) */
  won: number;
  /** 黑 (lost + half lost) */
  lost: number;
  push: number;
  /** won / (won + lost), percent, one decimal */
  hitRate: number;
  /** profit per unit stake over the tips, percent, one decimal */
  roi: number;
  /** current run of 红 among the newest decided tips */
  streak: number;
}

export interface Recommendation {
  id: number;
  expert: ExpertBrief;
  matchId: number;
  league: string;
  leagueColor: string;
  home: string;
  away: string;
  /** kick-off, unix seconds */
  ot: number;
  /** match status (football statuses) and score as stored now */
  s: number;
  sc: [number, number];
  title: string;
  market: TipMarket;
  /** the handicap / total line at publication (0 for 欧指) */
  line: number;
  /** coins; 0 free */
  price: number;
  /** true while the viewer may not see pick and analysis (paid, not bought, not the author) */
  locked: boolean;
  /** the viewer bought it */
  bought: boolean;
  /** null while locked */
  pick: TipPick | null;
  /** the pick in words, e.g. 主队 -0.5 / 大 2.5; '' while locked */
  pickLabel: string;
  /** decimal odds of the pick at publication; 0 while locked */
  odds: number;
  result: TipResult;
  /** unix seconds */
  publishTime: number;
  buyers: number;
}

export interface RecommendationDetail extends Recommendation {
  /** plain text; '' while locked */
  analysis: string;
  /** the options the market offered at publication, for the pick display */
  options: TipOption[];
}

/** docs/product.md §3 "Expert tip data": recList, next (paging), expert {description, follow}. */
export interface TipPage {
  recList: Recommendation[];
  /** next page number, 0 when none */
  next: number;
}
export interface ExpertTipData extends TipPage {
  expert: Expert;
}

/** `/tj/expert/home/head`: the expert and the 7- and 30-day records. */
export interface ExpertHead {
  expert: Expert;
  records: [ExpertRecord, ExpertRecord];
  /** 1 when the viewer is this expert */
  self: 0 | 1;
}

/** A rank row of `/tj/expert/pc/experts`. */
export interface ExpertRankRow {
  rank: number;
  expert: Expert;
  record: ExpertRecord;
}
export interface ExpertRankPage {
  list: ExpertRankRow[];
  next: number;
}

/** `/tj/expert/match/list`: an upcoming match with its tip count. */
interface TipMatch {
  id: number;
  league: string;
  leagueColor: string;
  home: string;
  away: string;
  ot: number;
  tips: number;
}
export interface TipMatchPage {
  list: TipMatch[];
  next: number;
}

/** One option of a market as it stands now (the 澳门 book, the engine's odds). */
export interface TipOption {
  pick: TipPick;
  label: string;
  odds: number;
}
export interface TipMarketOptions {
  market: TipMarket;
  name: string;
  line: number;
  options: TipOption[];
}
/** `GET /tj/expert/options/{matchId}`: what a tip on this match may pick now. */
export interface TipOptions {
  match: TipMatch;
  markets: TipMarketOptions[];
  /** tips the caller may still publish today */
  left: number;
}

export interface PublishTipRequest {
  matchId: number;
  market: TipMarket;
  pick: TipPick;
  title: string;
  analysis: string;
  price: number;
}

/**
 * `POST /tj/expert/me` (and the answer of `/tj/expert/apply`): the caller's expert standing (null until
 * an application is approved) and, until then, their application: 审核中 (pending) or 未通过 with the
 * reason (they may apply again); null when they never applied.
 */
export interface MyExpert {
  expert: Expert | null;
  left: number;
  application: { status: 'pending' | 'refused'; reason: string } | null;
}

/**
 * `POST /tj/expert/follow` — plat selects the view that updates: 0 detail, 1 expert home, 2 expert list, 3 attention
 * list.
 */
export type FollowPlat = 0 | 1 | 2 | 3;
export interface FollowRequest {
  plat: FollowPlat;
  eid: number;
}
export interface FollowResult {
  follow: 0 | 1;
  plat: FollowPlat;
  eid: number;
}
