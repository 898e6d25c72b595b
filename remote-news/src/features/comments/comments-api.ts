/** The comments under an article (NEWS_PATHS) and under a community post (COMMUNITY_PATHS). */
import { get, post, unwrap } from '@kickoff/shared/api';
import { COMMUNITY_PATHS, NEWS_PATHS, type CommentSort, type NewsCommentPage } from '@kickoff/shared/contracts';

export const commentPage = (articleId: number, sort: CommentSort, page: number) =>
  unwrap(get<NewsCommentPage>(NEWS_PATHS.comments, { articleId, sort, page, size: 20 }));

export const addComment = (articleId: number, content: string, parentId?: number) =>
  unwrap(post(NEWS_PATHS.comment, { articleId, content, parentId }));

export const likeComment = (id: number, like: boolean) =>
  unwrap(post(NEWS_PATHS.commentLike, { id, like: like ? 1 : 0 }));

export const postComments = (code: string, sort: CommentSort, page: number) =>
  unwrap(get<NewsCommentPage>(COMMUNITY_PATHS.comments, { code, sort, page, size: 20 }));

export const addPostComment = (code: string, content: string, parentId?: number) =>
  unwrap(post(COMMUNITY_PATHS.comment, { code, content, parentId }));

export const likePostComment = (id: number, like: boolean) =>
  unwrap(post(COMMUNITY_PATHS.commentLike, { id, like: like ? 1 : 0 }));
