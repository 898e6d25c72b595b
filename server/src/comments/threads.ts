/**
 * Comment threads, shared by news articles and community posts: plain text (banned words masked
 * by the shared word filter), one level of replies (a reply to a reply joins the same thread),
 * newest or hottest first, likes per fan, the parent's counter kept in the same transaction.
 * A `ThreadTables` names the tables of one use; the SQL is the same for both. A reply notifies the
 * comment's author, a top-level comment the target's author, a like the liked comment's author
 * (once per fan and comment): written through the notices module in the same transaction, pushed
 * to their sockets when it has committed and a hub is given.
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
import { refuseIfMuted } from '../moderation/sanctions';
import { maskBanned } from '../moderation/word-filter';
import { createNotices, pushNotices, type UserNotice } from '../notices/notices';
import type { Hub } from '../realtime/hub';

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
  /** what the target is called in a notice: 资讯, 帖子 */
  noun: string;
  /** the target's author column (told of a top-level comment; null values are nobody) */
  authorColumn: string;
  /** the target's columns `linkOf` reads, besides id */
  linkColumns: string[];
  /** the in-app path of a target row */
  linkOf: (target: Record<string, unknown>) => string;
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
function commentText(raw: string): string {
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

  const nickOf = async (db: Db, userId: number) =>
    (await db.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst())?.nick_name ?? '球迷';
  const clip = (text: string) => ([...text].length > 60 ? `${[...text].slice(0, 59).join('')}…` : text);

  /**
   * Adds a comment (or a reply) and counts it on the target, in one transaction (the caller's if
   * given; the notices it writes are then pushed by nobody, and wait in the list).
   */
  async function add(
    db: Db,
    userId: number,
    targetId: number,
    raw: string,
    parentId?: number,
    hub?: Hub,
  ): Promise<NewsComment> {
    if (!db.isTransaction) {
      const done = await db.transaction().execute((trx) => write(trx, userId, targetId, raw, parentId));
      if (hub) pushNotices(hub, done.notices);
      return done.comment;
    }
    return (await write(db, userId, targetId, raw, parentId)).comment;
  }

  async function write(
    db: Db,
    userId: number,
    targetId: number,
    raw: string,
    parentId?: number,
  ): Promise<{ comment: NewsComment; notices: UserNotice[] }> {
    const body = commentText(raw);
    await refuseIfMuted(db, userId);
    const d = any(db);
    const target = (await d
      .updateTable(t.target)
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', targetId)
      .where('hidden', '=', false)
      .returning(['id', `${t.authorColumn} as author_id`, ...t.linkColumns])
      .executeTakeFirst()) as ({ author_id: number | null } & Record<string, unknown>) | undefined;
    if (!target) throw new AppError(ErrorCodes.NOT_FOUND, t.missing);
    let parent: { id: number; parent_id: number | null; user_id: number } | undefined;
    if (parentId !== undefined) {
      parent = (await d
        .selectFrom(t.comments)
        .select(['id', 'parent_id', 'user_id'])
        .where('id', '=', parentId)
        .where(t.targetColumn, '=', targetId)
        .where('hidden', '=', false)
        .executeTakeFirst()) as typeof parent;
      if (!parent) throw new AppError(ErrorCodes.NOT_FOUND, '回复的评论不存在或已删除');
    }
    const row = (await d
      .insertInto(t.comments)
      .values({
        [t.targetColumn]: targetId,
        parent_id: parent ? (parent.parent_id ?? parent.id) : null,
        user_id: userId,
        body,
      })
      .returning(['id', `${t.targetColumn} as target_id`, 'parent_id', 'user_id', 'body', 'likes', 'created_at'])
      .executeTakeFirstOrThrow()) as Omit<CommentRow, 'nick_name' | 'portrait'>;
    const user = await db
      .selectFrom('users')
      .select(['nick_name', 'portrait'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const told = parent ? parent.user_id : target.author_id;
    const notices =
      told !== null && told !== userId
        ? await createNotices(db, [told], {
            kind: 'reply',
            title: parent ? `${user.nick_name} 回复了你的评论` : `${user.nick_name} 评论了你的${t.noun}`,
            body: clip(body),
            link: t.linkOf(target),
            dedupeKey: `reply:${t.comments}:${row.id}`,
          })
        : [];
    return { comment: toComment({ ...row, ...user }, new Set()), notices };
  }

  /** Likes or unlikes a comment; answers its new count. A first like tells the comment's author. */
  async function like(db: Db, userId: number, commentId: number, on: boolean, hub?: Hub): Promise<number> {
    const done = await db.transaction().execute(async (trx) => {
      const d = any(trx);
      const c = (await d
        .selectFrom(t.comments)
        .select(['id', 'user_id', 'body', `${t.targetColumn} as target_id`])
        .where('id', '=', commentId)
        .where('hidden', '=', false)
        .executeTakeFirst()) as { id: number; user_id: number; body: string; target_id: number } | undefined;
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
      let notices: UserNotice[] = [];
      if (delta > 0 && c.user_id !== userId) {
        const target = (await d
          .selectFrom(t.target)
          .select(['id', ...t.linkColumns])
          .where('id', '=', c.target_id)
          .executeTakeFirst()) as Record<string, unknown> | undefined;
        notices = await createNotices(trx, [c.user_id], {
          kind: 'like',
          title: `${await nickOf(trx, userId)} 赞了你的评论`,
          body: clip(c.body),
          link: target ? t.linkOf(target) : '',
          // liking, unliking and liking again tells the author once
          dedupeKey: `like:${t.comments}:${commentId}:${userId}`,
        });
      }
      return { likes: row.likes, notices };
    });
    if (hub) pushNotices(hub, done.notices);
    return done.likes;
  }

  return { page, add, like };
}
