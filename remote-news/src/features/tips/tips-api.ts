/** Every tips call this remote makes (TIPS_PATHS of @kickoff/shared/contracts). */
import { get, post, unwrap } from '@kickoff/shared/api';
import {
  TIPS_PATHS,
  type Envelope,
  type FollowPlat,
  type FollowResult,
  type PublishTipRequest,
  type RecommendationDetail,
  type TipOptions,
  type TipPage,
} from '@kickoff/shared/contracts';

export const tipFeed = (code: number, page: number) =>
  unwrap(get<TipPage>(TIPS_PATHS.recommend(code), { page, size: 10 }));
export const tipDetail = (id: number) => unwrap(get<RecommendationDetail>(TIPS_PATHS.detail(id)));
export const tipMatches = (page: number) => unwrap(post(TIPS_PATHS.matchList, { page, size: 20 }));
export const expertRanks = (q: { page: number; days?: 7 | 30; sort?: 'hit' | 'roi' | 'streak'; attention?: 1 }) =>
  unwrap(post(TIPS_PATHS.experts, { size: 20, ...q }));
/** The raw envelope: a failed follow stores the server's message (docs/product.md §8). */
export const followExpert = (plat: FollowPlat, eid: number): Promise<Envelope<FollowResult>> =>
  post(TIPS_PATHS.follow, { plat, eid });
export const buyTip = (id: number) => unwrap(post(TIPS_PATHS.buy, { id }));
export const myExpert = () => unwrap(post(TIPS_PATHS.me));
export const applyExpert = (description: string) => unwrap(post(TIPS_PATHS.apply, { description }));
export const tipOptions = (matchId: number) => unwrap(get<TipOptions>(TIPS_PATHS.options(matchId)));
export const publishTip = (req: PublishTipRequest) => unwrap(post(TIPS_PATHS.publish, req));
export const expertTips = (eid: number, page: number, size = 10) =>
  unwrap(post(TIPS_PATHS.homeRec, { eid, page, size }));
