/** Article comments: the shared threads (threads.ts) over the news tables. */
import type { CommentSort, NewsComment, NewsCommentPage } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { threads } from './threads';

const articleThreads = threads({
  comments: 'news_comments',
  likes: 'news_comment_likes',
  target: 'news_articles',
  targetColumn: 'article_id',
  missing: '该资讯不存在或已删除',
});

export const commentPage = (
  db: Db,
  articleId: number,
  sort: CommentSort,
  page: number,
  size: number,
  userId: number | null,
): Promise<NewsCommentPage> => articleThreads.page(db, articleId, sort, page, size, userId);

export const addComment = (
  db: Db,
  userId: number,
  articleId: number,
  raw: string,
  parentId?: number,
): Promise<NewsComment> => articleThreads.add(db, userId, articleId, raw, parentId);

export const likeComment = (db: Db, userId: number, commentId: number, like: boolean): Promise<number> =>
  articleThreads.like(db, userId, commentId, like);
