/**
 * Notices to a user (通知, message code 10024) from any feature: a followed anchor went live, a reply,
 * a gift received, a tip settled, a prize won. Listed on /message/notice; each also arrives live on
 * the user's socket topic. Server module: server/src/notices.
 */
import type { Page } from './envelope';

export type NoticeKind = 'system' | 'live' | 'reply' | 'like' | 'follow' | 'group' | 'gift' | 'tip' | 'activity';
export const NOTICE_KIND_NAMES: Record<NoticeKind, string> = {
  system: '系统通知',
  live: '开播提醒',
  reply: '评论回复',
  like: '获赞',
  follow: '新增粉丝',
  group: '群聊',
  gift: '礼物',
  tip: '方案',
  activity: '活动',
};

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  /** plain text; never rendered as HTML */
  body: string;
  /** an in-app path to open, '' when none */
  link: string;
  /** unix ms */
  time: number;
  read: boolean;
}

/** `GET /imapi/notice/list?page=&size=`: newest first, with the unread count. */
export interface NoticePage extends Page<Notice> {
  unread: number;
}

/** `POST /imapi/notice/read`: the given ids, or every notice when `ids` is absent. Answers the unread count left. */
export interface NoticeReadRequest {
  ids?: number[];
}
