/**
 * The live-score call paths of the lists, match details and odds (docs/product.md §7, under the live
 * API's `/api` prefix), named once so the server's routes and every client cannot drift apart. Paths
 * with an id are functions (the server registers them with `':id'`).
 *
 * Webpack bundles a module with every export its app uses, wherever the module lands, so the paths
 * that load with the first score row of /live/hot live in other modules: the follow calls in
 * live-follow.ts, the hot list and the goal-alert refill in live.ts beside their answers' types, and
 * the match pages in match-path.ts. This module loads only with the pages that call these.
 */
import type { Sport } from './live';

type Id = number | string;

/** The lists, match details, odds and realtime resync: the scores remote, video live and the assistant. */
export const LIVE_PATHS = {
  /** 即时: today's live list (`?platform=4&tab=&ids=`) */
  footballLive: '/api/live/football/v1_1/live',
  /** 赛果 / 赛程 / 关注 (`?tab=&date=&ids=`) */
  footballMatches: '/api/live/football/match',
  /** lottery lists: 竞彩+北单, 竞彩足球 (周三001…), 北京单场 (`?date=`) */
  footballLottery: '/api/live/football/lottery',
  footballJczq: '/api/live/football/jczq',
  footballBjdc: '/api/live/football/bjdc',
  basketballMatches: '/api/live/basketball/match',
  /** the league filter of a sport's list, grouped by letter */
  filter: (sport: Sport) => `/api/live/${sport}/filter`,
  footballHeader: (id: Id) => `/api/live/fb/match/live/navigation/${id}`,
  footballTextLive: (id: Id) => `/api/live/fb/match/live/textLive/${id}`,
  /** 攻势 and 胜率 per minute played (docs/match-models.md) */
  footballTrend: (id: Id) => `/api/live/fb/match/live/trend/${id}`,
  /** 阵容 and 评分: both team sheets with each player's marks and rating so far (docs/match-models.md §4–5) */
  footballLineup: (id: Id) => `/api/live/fb/match/live/lineup/${id}`,
  analysisFuture: (id: Id) => `/api/live/fb/match/analysis/future/${id}`,
  /** `?id=` or `?leagueId=` */
  analysisTable: '/api/live/fb/match/analysis/table',
  /** `?id=` */
  analysisHistory: '/api/live/fb/match/analysis/history',
  /** matches with a video or animation feed */
  tvList: '/api/live/tv/match-list',
  /** `?type=` (1 亚指 2 欧指 3 大小) */
  footballOdds: (id: Id) => `/api/live/odds/${id}`,
  /** `?companyId=&type=` */
  footballOddsHistory: (id: Id) => `/api/live/odds/history/${id}`,
  footballOddsCompanies: '/api/live/odds/company',
  /** `?id=&type=` (1 让分 2 欧指 3 大小分) */
  basketballOdds: '/api/live/basket/zhi/index',
  /** `?id=&companyId=&type=` */
  basketballOddsHistory: '/api/live/basket/zhi/history',
  basketballOddsCompanies: '/api/live/basket/zhi/company',
  basketballDetail: (id: Id) => `/api/live/basket/match/detail/${id}`,
  /** 阵容 / 数据统计: starting fives, benches and each player's points, rebounds, assists and minutes */
  basketballBoxScore: (id: Id) => `/api/live/basket/match/boxscore/${id}`,
  /** `?topic=`: a realtime topic's state, to resync after (re)subscribing */
  snapshot: '/api/live/snapshot',
} as const;
