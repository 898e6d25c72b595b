/** The community's boards, a board's posts a page at a time, one post, and what a fan does to a post. */
import type { PostKind } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { usePagedData } from '@kickoff/shared/paged-data';
import { acceptAnswer, boards, likePost, postDetail, postPage, reportContent } from '../community-api';

export const useBoards = () => useData(['community-boards'], boards);

/** Board 0 is every board; kind 'all' is every kind. */
export const usePostList = (board: number, kind: PostKind | 'all') =>
  usePagedData(['community-list', board, kind], (page) =>
    postPage({ board: board || undefined, kind: kind === 'all' ? undefined : kind, page }),
  );

/** The post, none asked while there is no code. */
export const usePost = (code: string) => useData(code ? ['community-post', code] : null, () => postDetail(code));

/** Liking a post, accepting an answer to a question, reporting a post. */
export const usePostActions = () => ({ likePost, acceptAnswer, reportContent });
