/**
 * Article comments: plain text (banned words masked by the shared word filter), one level of
 * replies (a reply to a reply joins the same thread), newest or hottest first, likes per fan.
 */
import {
  ErrorCodes,
  MAX_COMMENT_CHARS,
  type CommentSort,
  type NewsComment,
  type NewsCommentPage,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { maskBanned } from '../moderation/word-filter';
import { newsDb } from './tables';

interface CommentRow {
  id: number;
  article_id: number;
  parent_id: number | null;
  user_id: number;
  body: string;
  likes: number;
  created_at: Date | string;
  nick_name: string;
  portrait: string;
}

function toComment(r: CommentRow, liked: Set<number>): NewsComment {
  return {
    id: r.id,
    articleId: r.article_id,
    parentId: r.parent_id,
    userId: r.user_id,
    nickName: r.nick_name,
    portrait: r.portrait,
    content: r.body,
    likes: r.likes,
    liked: liked.has(r.id),
    time: new Date(r.created_at).getTime(),
    replies: [],
  };
}

/** Checks and masks comment text; throws the Chinese error a fan sees. */
export function commentText(raw: string): string {
  const text = raw.trim();
  if (!text) throw new AppError(ErrorCodes.PARAM_INVALID, '评论内容不能为空');
  if ([...text].length > MAX_COMMENT_CHARS)
    throw new AppError(ErrorCodes.PARAM_INVALID, `评论不能超过${MAX_COMMENT_CHARS}字`);
  return maskBanned(text).text;
}

const commentColumns = [
  'c.id',
  'c.article_id',
  'c.parent_id',
  'c.user_id',
  'c.body',
  'c.likes',
  'c.created_at',
  'u.nick_name',
  'u.portrait',
] as const;

export async function commentPage(
  db: Db,
  articleId: number,
  sort: CommentSort,
  page: number,
  size: number,
  userId: number | null,
): Promise<NewsCommentPage> {
  const n = newsDb(db);
  const base = n
    .selectFrom('news_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.article_id', '=', articleId)
    .where('c.hidden', '=', false);
  let top = base.select(commentColumns).where('c.parent_id', 'is', null);
  top = sort === 'hot' ? top.orderBy('c.likes', 'desc').orderBy('c.id', 'desc') : top.orderBy('c.id', 'desc');
  const [rows, total] = await Promise.all([
    top
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute(),
    base
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  const shown = rows.slice(0, size);
  const ids = shown.map((r) => r.id);
  const replies = ids.length
    ? await base.select(commentColumns).where('c.parent_id', 'in', ids).orderBy('c.id').execute()
    : [];
  const all = [...shown, ...replies].map((r) => r.id);
  const liked = new Set<number>(
    userId !== null && all.length
      ? (
          await n
            .selectFrom('news_comment_likes')
            .select('comment_id')
            .where('user_id', '=', userId)
            .where('comment_id', 'in', all)
            .execute()
        ).map((r) => r.comment_id)
      : [],
  );
  const list = shown.map((r) => toComment(r, liked));
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const r of replies) byId.get(r.parent_id!)?.replies.push(toComment(r, liked));
  return { list, next: rows.length > size ? page + 1 : 0, total };
}

/** Adds a comment (or a reply) and counts it on the article, in one transaction. */
export async function addComment(
  db: Db,
  userId: number,
  articleId: number,
  raw: string,
  parentId?: number,
): Promise<NewsComment> {
  const body = commentText(raw);
  return db.transaction().execute(async (trx) => {
    const n = newsDb(trx);
    const article = await n
      .updateTable('news_articles')
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', articleId)
      .where('hidden', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!article) throw new AppError(ErrorCodes.NOT_FOUND, '该资讯不存在或已删除');
    let parent: number | null = null;
    if (parentId !== undefined) {
      const p = await n
        .selectFrom('news_comments')
        .select(['id', 'parent_id'])
        .where('id', '=', parentId)
        .where('article_id', '=', articleId)
        .where('hidden', '=', false)
        .executeTakeFirst();
      if (!p) throw new AppError(ErrorCodes.NOT_FOUND, '回复的评论不存在或已删除');
      parent = p.parent_id ?? p.id;
    }
    const row = await n
      .insertInto('news_comments')
      .values({ article_id: articleId, parent_id: parent, user_id: userId, body })
      .returning(['id', 'article_id', 'parent_id', 'user_id', 'body', 'likes', 'created_at'])
      .executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('users')
      .select(['nick_name', 'portrait'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return toComment({ ...row, ...user }, new Set());
  });
}

/** Likes or unlikes a comment; answers its new count. */
export async function likeComment(db: Db, userId: number, commentId: number, like: boolean): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const n = newsDb(trx);
    const c = await n
      .selectFrom('news_comments')
      .select('id')
      .where('id', '=', commentId)
      .where('hidden', '=', false)
      .executeTakeFirst();
    if (!c) throw new AppError(ErrorCodes.NOT_FOUND, '评论不存在或已删除');
    const delta = like
      ? Number(
          (
            await n
              .insertInto('news_comment_likes')
              .values({ comment_id: commentId, user_id: userId })
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows ?? 0,
        )
      : -Number(
          (
            await n
              .deleteFrom('news_comment_likes')
              .where('comment_id', '=', commentId)
              .where('user_id', '=', userId)
              .executeTakeFirst()
          ).numDeletedRows,
        );
    const row = await n
      .updateTable('news_comments')
      .set((eb) => ({ likes: eb('likes', '+', delta) }))
      .where('id', '=', commentId)
      .returning('likes')
      .executeTakeFirstOrThrow();
    return row.likes;
  });
}
