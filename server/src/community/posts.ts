/**
 * Posts and questions: written with their images in one transaction (the images must be the
 * author's own `post` uploads, each used once), listed newest first (all boards or one), read by
 * code. Title and text are plain text with banned words masked; likes once per fan; a question's
 * author accepts one answer.
 */
import { sql } from 'kysely';
import {
  ErrorCodes,
  MAX_POST_CHARS,
  MAX_POST_IMAGES,
  MAX_POST_TITLE_CHARS,
  type CommunityBoard,
  type CommunityPage,
  type CommunityPost,
  type NewPostRequest,
  type PostKind,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { maskBanned } from '../moderation/word-filter';
import { createNotices, pushNotices, type UserNotice } from '../notices/notices';
import type { Hub } from '../realtime/hub';
import { uploadedImage } from '../uploads/routes';
import { refuseIfMuted } from '../moderation/sanctions';
import { communityDb, postCode, postLink } from './tables';

export const POST_MISSING = '帖子不存在或已删除';

export async function boards(db: Db): Promise<CommunityBoard[]> {
  const rows = await communityDb(db).selectFrom('community_boards').selectAll().orderBy('sort').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, teamId: r.team_id, leagueId: r.league_id }));
}

function clean(raw: string | undefined, max: number, what: string, required: boolean): string {
  const text = (raw ?? '').trim();
  if (required && !text) throw new AppError(ErrorCodes.PARAM_INVALID, `${what}不能为空`);
  if ([...text].length > max) throw new AppError(ErrorCodes.PARAM_INVALID, `${what}不能超过${max}字`);
  return maskBanned(text).text;
}

/** Publishes a post or question with its images; nothing is written when any part is refused. */
export async function createPost(db: Db, userId: number, req: NewPostRequest): Promise<string> {
  const content = clean(req.content, MAX_POST_CHARS, '内容', true);
  const title = clean(req.title, MAX_POST_TITLE_CHARS, '标题', req.kind === 'question');
  const images = [...new Set(req.images)];
  if (images.length !== req.images.length) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：图片重复');
  if (images.length > MAX_POST_IMAGES) throw new AppError(ErrorCodes.PARAM_INVALID, `最多上传${MAX_POST_IMAGES}张图片`);
  await refuseIfMuted(db, userId);
  return db.transaction().execute(async (trx) => {
    const c = communityDb(trx);
    const board = await c.selectFrom('community_boards').select('id').where('id', '=', req.boardId).executeTakeFirst();
    if (!board) throw new AppError(ErrorCodes.NOT_FOUND, '圈子不存在');
    if (images.length) {
      const mine = await trx
        .selectFrom('uploads')
        .select('id')
        .where('id', 'in', images)
        .where('user_id', '=', userId)
        .where('purpose', '=', 'post')
        .execute();
      if (mine.length !== images.length) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：图片不存在或不属于你');
    }
    const post = await c
      .insertInto('community_posts')
      .values({ board_id: req.boardId, user_id: userId, kind: req.kind, title, body: content, accepted_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (images.length) {
      const used = await c
        .insertInto('community_post_images')
        .values(images.map((id, sort) => ({ post_id: post.id, upload_id: id, sort })))
        .onConflict((oc) => oc.column('upload_id').doNothing())
        .returning('upload_id')
        .execute();
      if (used.length !== images.length) throw new AppError(ErrorCodes.CONFLICT, '图片已用于其他帖子');
    }
    return postCode(post.id);
  });
}

interface PostRow {
  id: number;
  board_id: number;
  board_name: string;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  accepted_id: number | null;
  likes: number;
  comments: number;
  created_at: Date | string;
  nick_name: string;
  portrait: string;
}

function postQuery(db: Db) {
  return communityDb(db)
    .selectFrom('community_posts as p')
    .innerJoin('community_boards as b', 'b.id', 'p.board_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.board_id',
      'b.name as board_name',
      'p.user_id',
      'p.kind',
      'p.title',
      'p.body',
      'p.accepted_id',
      'p.likes',
      'p.comments',
      'p.created_at',
      'u.nick_name',
      'u.portrait',
    ])
    .where('p.hidden', '=', false);
}

async function withExtras(db: Db, rows: PostRow[], userId: number | null): Promise<CommunityPost[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const c = communityDb(db);
  const [images, liked] = await Promise.all([
    c
      .selectFrom('community_post_images as i')
      .innerJoin('uploads as up', 'up.id', 'i.upload_id')
      .select(['i.post_id', 'i.upload_id', 'up.width', 'up.height'])
      .where('i.post_id', 'in', ids)
      .orderBy('i.post_id')
      .orderBy('i.sort')
      .execute(),
    userId === null
      ? []
      : c
          .selectFrom('community_likes')
          .select('post_id')
          .where('user_id', '=', userId)
          .where('post_id', 'in', ids)
          .execute(),
  ]);
  const likedSet = new Set(liked.map((l) => l.post_id));
  return rows.map((r) => ({
    id: r.id,
    code: postCode(r.id),
    board: { id: r.board_id, name: r.board_name },
    kind: r.kind as PostKind,
    title: r.title,
    content: r.body,
    images: images
      .filter((i) => i.post_id === r.id)
      .map((i) => {
        const { id, url, thumbUrl } = uploadedImage(i.upload_id, i.width, i.height);
        return { id, url, thumbUrl };
      }),
    author: { id: r.user_id, nickName: r.nick_name, portrait: r.portrait },
    likes: r.likes,
    liked: likedSet.has(r.id),
    comments: r.comments,
    acceptedId: r.accepted_id,
    time: new Date(r.created_at).getTime(),
  }));
}

export async function postPage(
  db: Db,
  q: {
    boardId?: number | undefined;
    kind?: PostKind | undefined;
    authorId?: number | undefined;
    page: number;
    size: number;
  },
  userId: number | null,
): Promise<CommunityPage> {
  let query = postQuery(db);
  if (q.boardId) query = query.where('p.board_id', '=', q.boardId);
  if (q.kind) query = query.where('p.kind', '=', q.kind);
  if (q.authorId) query = query.where('p.user_id', '=', q.authorId);
  const rows = await query
    .orderBy('p.id', 'desc')
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
    .execute();
  return { list: await withExtras(db, rows.slice(0, q.size), userId), next: rows.length > q.size ? q.page + 1 : 0 };
}

export async function postById(db: Db, id: number, userId: number | null): Promise<CommunityPost> {
  const row = await postQuery(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCodes.NOT_FOUND, POST_MISSING);
  return (await withExtras(db, [row], userId))[0]!;
}

/** Posts by id, in the order given (search results). */
export async function postsByIds(db: Db, ids: number[], userId: number | null): Promise<CommunityPost[]> {
  if (!ids.length) return [];
  const rows = await postQuery(db).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return withExtras(
    db,
    ids.map((id) => byId.get(id)).filter((x) => x !== undefined),
    userId,
  );
}

/** Likes or unlikes a post; answers its new count. A fan's first like tells the post's author (once). */
export async function likePost(db: Db, userId: number, id: number, on: boolean, hub?: Hub): Promise<number> {
  const done = await db.transaction().execute(async (trx) => {
    const c = communityDb(trx);
    const post = await c
      .selectFrom('community_posts')
      .select(['id', 'user_id', 'kind', 'title', 'body'])
      .where('id', '=', id)
      .where('hidden', '=', false)
      .executeTakeFirst();
    if (!post) throw new AppError(ErrorCodes.NOT_FOUND, POST_MISSING);
    const delta = on
      ? Number(
          (
            await c
              .insertInto('community_likes')
              .values({ post_id: id, user_id: userId })
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows ?? 0,
        )
      : -Number(
          (
            await c
              .deleteFrom('community_likes')
              .where('post_id', '=', id)
              .where('user_id', '=', userId)
              .executeTakeFirst()
          ).numDeletedRows,
        );
    const row = await c
      .updateTable('community_posts')
      .set((eb) => ({ likes: eb('likes', '+', delta) }))
      .where('id', '=', id)
      .returning('likes')
      .executeTakeFirstOrThrow();
    let notices: UserNotice[] = [];
    if (delta > 0 && post.user_id !== userId) {
      const fan = await trx.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst();
      const about = post.title || post.body;
      notices = await createNotices(trx, [post.user_id], {
        kind: 'like',
        title: `${fan?.nick_name ?? '球迷'} 赞了你的${post.kind === 'question' ? '问题' : '帖子'}`,
        body: [...about].length > 60 ? `${[...about].slice(0, 59).join('')}…` : about,
        link: postLink(post.id, post.kind),
        dedupeKey: `like:community_posts:${id}:${userId}`,
      });
    }
    return { likes: row.likes, notices };
  });
  if (hub) pushNotices(hub, done.notices);
  return done.likes;
}

/** The question's author marks one answer (a top-level comment of that question) as accepted. */
export async function acceptAnswer(db: Db, userId: number, id: number, commentId: number): Promise<void> {
  const res = await sql`
    UPDATE community_posts SET accepted_id = ${commentId}
    WHERE id = ${id} AND user_id = ${userId} AND kind = 'question' AND hidden = false
      AND EXISTS (SELECT 1 FROM community_comments c WHERE c.id = ${commentId} AND c.post_id = ${id}
                  AND c.parent_id IS NULL AND c.hidden = false)`.execute(db);
  if (Number(res.numAffectedRows ?? 0) === 0)
    throw new AppError(ErrorCodes.FORBIDDEN, '只有提问者可以采纳本问题下的回答');
}
