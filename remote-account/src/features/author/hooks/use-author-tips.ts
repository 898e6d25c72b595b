/** An expert's tips, ten a page, newest first. */
import { usePagedData } from '@kickoff/shared/paged-data';
import { authorTips } from '../api';

export const useAuthorTips = (eid: number) =>
  usePagedData(['author-tips', eid], async (page) => {
    const got = await authorTips(eid, page);
    return { list: got.recList, next: got.next };
  });
