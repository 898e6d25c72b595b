/** 我的方案: the tips I bought, or those of the experts I follow, page by page. */
import type { Recommendation } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { fetchTipFeed } from '../api';

export type TipFeed = 'bought' | 'followed';
/** the tip feed's codes: 5 已购, 3 关注 */
const FEED_CODE: Record<TipFeed, number> = { bought: 5, followed: 3 };

export const useMyTips = (feed: TipFeed) =>
  usePagedData<Recommendation>(['my-tips', feed], async (page) => {
    const got = await fetchTipFeed(FEED_CODE[feed], page);
    return { list: got.recList, next: got.next };
  });
