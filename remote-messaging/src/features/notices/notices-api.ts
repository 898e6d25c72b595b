/** The notices of the message centre (server/src/notices): a page of one category, and read all. */
import { get, post, unwrap } from '@kickoff/shared/api';
import { IM_PATHS, type ImUnread, type NoticeKind, type NoticePage } from '@kickoff/shared/contracts';
import { useMessagesStore } from '@kickoff/shared/stores';

export const NOTICE_PATHS = { list: '/imapi/notice/list', read: '/imapi/notice/read' } as const;

export const noticePage = (page: number, kind?: NoticeKind) =>
  unwrap(get<NoticePage>(NOTICE_PATHS.list, { page, size: 20, kind }));
export const readNotices = (ids?: number[]) => unwrap(post(NOTICE_PATHS.read, ids ? { ids } : {}));

/** The unread totals again, into the tab badge (after notices were read). */
export async function refreshBadge(): Promise<void> {
  const u = await unwrap(get<ImUnread>(IM_PATHS.unread));
  useMessagesStore.getState().setUnread(u.total);
}
