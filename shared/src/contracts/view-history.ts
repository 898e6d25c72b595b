/**
 * 浏览历史: what a signed-in fan opened — matches, news articles, live rooms. The detail pages record
 * a view through `recordView` (@kickoff/shared/api); /user/history lists them by kind, newest view
 * first, one row per thing however often it was opened. Server module: server/src/view-history.
 */
import type { NewsItem, NewsMatchCard } from './news';
import type { LiveRoom } from './vlive';

export const VIEW_KINDS = ['match', 'news', 'room'] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];
export const VIEW_KIND_NAMES: Record<ViewKind, string> = { match: '比赛', news: '资讯', room: '直播间' };

/** A fan keeps at most this many views of each kind; older ones drop off as new ones come. */
export const VIEW_HISTORY_CAP = 100;

export interface ViewRequest {
  kind: ViewKind;
  id: number;
}

/** One row: the thing as it is now (a match's score moves on, an article's title may be edited). */
export interface ViewEntry {
  kind: ViewKind;
  id: number;
  /** the latest view, unix ms */
  time: number;
  match?: NewsMatchCard;
  news?: NewsItem;
  room?: LiveRoom;
}

export interface ViewPage {
  list: ViewEntry[];
  /** next page number, 0 when none */
  next: number;
}

export const VIEW_HISTORY_PATHS = {
  /** `POST` {kind, id}: record a view (signed in) */
  add: '/user/history/add',
  /** `GET ?kind=&page=&size=` */
  list: '/user/history/list',
  /** `POST` {kind?}: clear one kind, or everything */
  clear: '/user/history/clear',
} as const;
