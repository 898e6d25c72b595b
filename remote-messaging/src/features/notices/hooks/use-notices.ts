/**
 * The notices of one category (all when `kind` is left out), page by page; reading one or all sends the
 * read mark and refreshes the tab badge. `markRead` flips a row in place (for a notice with no link).
 */
import type { Notice, NoticeKind } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { NOTICE_PATHS, noticePage, readNotices, refreshBadge } from '../notices-api';

export function useNotices(tab: string, kind: NoticeKind | undefined) {
  const paged = usePagedData([NOTICE_PATHS.list, tab], (page) => noticePage(page, kind));
  const readOne = (n: Notice) => {
    if (!n.read)
      void readNotices([n.id])
        .then(refreshBadge)
        .catch(() => undefined);
  };
  const markRead = (n: Notice) => paged.setData((rows) => rows.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
  /** resolves once read and the list starts over; rejects with the server's message */
  const readAll = () =>
    readNotices()
      .then(refreshBadge)
      .then(() => paged.reload());
  return { paged, readOne, markRead, readAll };
}
