/** Expert tips contracts (docs/product.md §3 "Expert tip data", §4 follow rules, §7 Tips calls). */
import type { ExpertLevel } from './statuses';

export interface Expert {
  id: number;
  nickName: string;
  portrait: string;
  level: ExpertLevel;
  description: string;
  /** 1 when the viewer follows the expert; toggles only after a successful follow call */
  follow: 0 | 1;
  /** recent hit rate in percent */
  hitRate: number;
}

export interface Recommendation {
  id: number;
  matchId: number;
  league: string;
  home: string;
  away: string;
  /** kick-off, unix seconds */
  ot: number;
  title: string;
  /** play type e.g. 亚指 / 大小 */
  play: string;
  /** 0 pending, 1 hit, 2 miss, 3 push */
  result: 0 | 1 | 2 | 3;
  /** unix seconds */
  publishTime: number;
}

/** docs/product.md §3 "Expert tip data": recList, next (paging), expert {description, follow}. */
export interface ExpertTipData {
  recList: Recommendation[];
  /** next page number, 0 when none */
  next: number;
  expert: Expert;
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
}

/** Paged tip calls (`/tj/expert/match/list`, `/tj/expert/home/rec`, `/tj/expert/pc/experts`). */
export interface PageRequest {
  page: number;
  size?: number;
  /** expert id for the home calls */
  eid?: number;
  /** match id for the match list */
  matchId?: number;
}
