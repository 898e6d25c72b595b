/**
 * Comment threads, shared by news articles and community posts: plain text (banned words masked
 * by the shared word filter), one level of replies (a reply to a reply joins the same thread),
 * newest or hottest first, likes per fan, the parent's counter kept in the same transaction.
 * A `ThreadTables` names the tables of one use; the SQL is the same for both.
 */
import type { Kysely } from 'kysely';
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

export interface ThreadTables {
  /** comments: id, <parentColumn>, parent_id, user_id, body, likes, hidden, created_at */
  comments: string;
  /** comment likes: comment_id, user_id */
  likes: string;
  /** what is commented on: id, comments (counter), hidden */
  target: string;
  /** the comments' column pointing at the target */
  targetColumn: string;
  /** the Chinese error for a missing or hidden target */
  missing: string;
}

// the table names come from a ThreadTables constant, never from a request
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
const any = (db: Db) => db as unknown as AnyDb;

interface CommentRow {
  id: number;
  target_id: number;
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
    articleId: r.target_id,
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

export function threads(t: ThreadTables) {
  const columns = (db: AnyDb) =>
    db
      .selectFrom(`${t.comments} as c`)
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        `c.${t.targetColumn} as target_id`,
        'c.parent_id',
        'c.user_id',
        'c.body',
        'c.likes',
        'c.created_at',
        'u.nick_name',
        'u.portrait',
      ]);

  async function page(
    db: Db,
    targetId: number,
    sort: CommentSort,
    pageNo: number,
    size: number,
    userId: number | null,
  ): Promise<NewsCommentPage> {
    const d = any(db);
    const visible = (q: ReturnType<typeof columns>) =>
      q.where(`c.${t.targetColumn}`, '=', targetId).where('c.hidden', '=', false);
    let top = visible(columns(d)).where('c.parent_id', 'is', null);
    top = sort === 'hot' ? top.orderBy('c.likes', 'desc').orderBy('c.id', 'desc') : top.orderBy('c.id', 'desc');
    const [rows, count] = await Promise.all([
      top
        .limit(size + 1)
        .offset((pageNo - 1) * size)
        .execute() as Promise<CommentRow[]>,
      d
        .selectFrom(`${t.comments} as c`)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where(`c.${t.targetColumn}`, '=', targetId)
        .where('c.hidden', '=', false)
        .executeTakeFirstOrThrow() as Promise<{ n: string | number }>,
    ]);
    const shown = rows.slice(0, size);
    const ids = shown.map((r) => r.id);
    const replies = ids.length
      ? ((await visible(columns(d)).where('c.parent_id', 'in', ids).orderBy('c.id').execute()) as CommentRow[])
      : [];
    const all = [...shown, ...replies].map((r) => r.id);
    const liked = new Set<number>(
      userId !== null && all.length
        ? (
            (await d
              .selectFrom(t.likes)
              .select('comment_id')
              .where('user_id', '=', userId)
              .where('comment_id', 'in', all)
              .execute()) as Array<{ comment_id: number }>
          ).map((r) => r.comment_id)
        : [],
    );
    const list = shown.map((r) => toComment(r, liked));
    const byId = new Map(list.map((c) => [c.id, c]));
    for (const r of replies) byId.get(r.parent_id!)?.replies.push(toComment(r, liked));
    return { list, next: rows.length > size ? pageNo + 1 : 0, total: Number(count.n) };
  }

  /** Adds a comment (or a reply) and counts it on the target, in one transaction (the caller's if given). */
  async function add(db: Db, userId: number, targetId: number, raw: string, parentId?: number): Promise<NewsComment> {
    const body = commentText(raw);
    if (!db.isTransaction) return db.transaction().execute((trx) => add(trx, userId, targetId, raw, parentId));
    const d = any(db);
    const target = await d
      .updateTable(t.target)
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', targetId)
      .where('hidden', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!target) throw new AppError(ErrorCodes.NOT_FOUND, t.missing);
    let parent: number | null = null;
    if (parentId !== undefined) {
      const p = (await d
        .selectFrom(t.comments)
        .select(['id', 'parent_id'])
        .where('id', '=', parentId)
        .where(t.targetColumn, '=', targetId)
        .where('hidden', '=', false)
        .executeTakeFirst()) as { id: number; parent_id: number | null } | undefined;
      if (!p) throw new AppError(ErrorCodes.NOT_FOUND, '回复的评论不存在或已删除');
      parent = p.parent_id ?? p.id;
    }
    const row = (await d
      .insertInto(t.comments)
      .values({ [t.targetColumn]: targetId, parent_id: parent, user_id: userId, body })
      .returning(['id', `${t.targetColumn} as target_id`, 'parent_id', 'user_id', 'body', 'likes', 'created_at'])
      .executeTakeFirstOrThrow()) as Omit<CommentRow, 'nick_name' | 'portrait'>;
    const user = await db
      .selectFrom('users')
      .select(['nick_name', 'portrait'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return toComment({ ...row, ...user }, new Set());
  }

  /** Likes or unlikes a comment; answers its new count. */
  async function like(db: Db, userId: number, commentId: number, on: boolean): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const d = any(trx);
      const c = await d
        .selectFrom(t.comments)
        .select('id')
        .where('id', '=', commentId)
        .where('hidden', '=', false)
        .executeTakeFirst();
      if (!c) throw new AppError(ErrorCodes.NOT_FOUND, '评论不存在或已删除');
      const delta = on
        ? Number(
            (
              await d
                .insertInto(t.likes)
                .values({ comment_id: commentId, user_id: userId })
                .onConflict((oc) => oc.doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0,
          )
        : -Number(
            (
              await d
                .deleteFrom(t.likes)
                .where('comment_id', '=', commentId)
                .where('user_id', '=', userId)
                .executeTakeFirst()
            ).numDeletedRows,
          );
      const row = (await d
        .updateTable(t.comments)
        .set((eb) => ({ likes: eb('likes', '+', delta) }))
        .where('id', '=', commentId)
        .returning('likes')
        .executeTakeFirstOrThrow()) as { likes: number };
      return row.likes;
    });
  }

  return { page, add, like };
}
