/** The notices of the message centre (server/src/notices): a page of one category, and read all. */
import { get, post, unwrap } from '@kickoff/shared/api';
import type { NoticeKind, NoticePage } from '@kickoff/shared/contracts';

export const NOTICE_PATHS = { list: '/imapi/notice/list', read: '/imapi/notice/read' } as const;

export const noticePage = (page: number, kind?: NoticeKind) =>
  unwrap(get<NoticePage>(NOTICE_PATHS.list, { page, size: 20, kind }));
export const readNotices = (ids?: number[]) => unwrap(post(NOTICE_PATHS.read, ids ? { ids } : {}));
