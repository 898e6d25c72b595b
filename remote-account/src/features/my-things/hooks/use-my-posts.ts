/** 我的帖子: the posts and questions of `me`, page by page; nothing is asked before `me` is known. */
import type { CommunityPost } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { fetchPostsBy } from '../api';

export const useMyPosts = (me: number | undefined) =>
  usePagedData<CommunityPost>(me ? ['my-posts', me] : null, (page) => fetchPostsBy(me ?? 0, page));
