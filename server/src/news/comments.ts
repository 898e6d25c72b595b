/** Article comments: the shared threads (threads.ts) over the news tables. */
import type { CommentSort, NewsComment, NewsCommentPage } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { Hub } from '../realtime/hub';
import { threads } from '../comments/threads';

const articleThreads = threads({
  comments: 'news_comments',
  likes: 'news_comment_likes',
  target: 'news_articles',
  targetColumn: 'article_id',
  missing: '该资讯不存在或已删除',
  noun: '资讯',
  authorColumn: 'author_id',
  linkColumns: ['column_id'],
  linkOf: (a) => `/news/${String(a.column_id)}/${String(a.id)}`,
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
  hub?: Hub,
): Promise<NewsComment> => articleThreads.add(db, userId, articleId, raw, parentId, hub);

export const likeComment = (db: Db, userId: number, commentId: number, like: boolean, hub?: Hub): Promise<number> =>
  articleThreads.like(db, userId, commentId, like, hub);
