/** The reads behind 我的 lists that page, and the two writes there: notices read, view history cleared. */
import { api, post, unwrap } from '@kickoff/shared/api';
import {
  COMMUNITY_PATHS,
  MINE_PATHS,
  TIPS_PATHS,
  VIEW_HISTORY_PATHS,
  type CommunityPage,
  type NoticePage,
  type TipPage,
  type ViewKind,
  type ViewPage,
} from '@kickoff/shared/contracts';

const SIZE = 20;

export const fetchNotices = (page: number) => unwrap(api.get<NoticePage>(MINE_PATHS.notices, { page, size: SIZE }));

/** All of them when `ids` is left out. */
export const markNoticesRead = (ids?: number[]) => unwrap(post(MINE_PATHS.noticesRead, ids ? { ids } : {}));

export const fetchPostsBy = (author: number, page: number) =>
  unwrap(api.get<CommunityPage>(COMMUNITY_PATHS.list, { author, page, size: SIZE }));

/** A tip feed by its code (5 已购, 3 关注). */
export const fetchTipFeed = (code: number, page: number) =>
  unwrap(api.get<TipPage>(TIPS_PATHS.recommend(code), { page, size: SIZE }));

export const fetchFollowedExperts = () =>
  unwrap(post(TIPS_PATHS.experts, { page: 1, size: 50, attention: 1, days: 30 }));

export const fetchViewHistory = (kind: ViewKind, page: number) =>
  unwrap(api.get<ViewPage>(VIEW_HISTORY_PATHS.list, { kind, page, size: SIZE }));

export const clearViewHistory = (kind: ViewKind) => unwrap(post(VIEW_HISTORY_PATHS.clear, { kind }));
