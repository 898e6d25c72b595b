/**
 * News calls (docs/product.md §7 News): the columns, a column's page (`POST /inform/info/list`,
 * JSON body), an article with its match and related stories, likes, comments, the generated
 * covers. Editors write and edit in the console (desk-routes.ts, registered by the default export).
 * The default export also runs the newsroom (writer.ts) — on start to backfill, then every few
 * seconds behind the live engine's store.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, MAX_COMMENT_CHARS, NEWS_COLUMNS, NEWS_PATHS, ok } from '@kickoff/shared/contracts';
import { optionalUserId, requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import { leagueRef } from '../live/views';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { articleDetail, grantRole, isColumn, likeArticle, listPage, matchCardOf } from './articles';
import { addComment, commentPage, likeComment } from './comments';
import { matchCover, titleCover } from './covers';
import * as S from './schemas';
import { newsDeskRoutes } from './desk-routes';
import { newsDb } from './tables';
import { writeFromMatches, writeHistory } from './writer';

const notFound = () => new AppError(ErrorCodes.NOT_FOUND, '该资讯不存在或已删除');

export const newsRoutes: RoutePlugin = async (app) => {
  const tags = ['news'];

  app.get(
    NEWS_PATHS.columns,
    {
      schema: {
        tags,
        summary: '资讯栏目（type：0 全部，1 足球，2 篮球；头条总在第一个）',
        querystring: Type.Object({ type: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) }),
        response: responses(Type.Array(S.ColumnSchema)),
      },
    },
    async (req) => {
      const type = req.query.type ?? 0;
      return ok(NEWS_COLUMNS.filter((c) => !type || c.id === 1002 || c.type === type));
    },
  );

  app.post(
    NEWS_PATHS.list,
    {
      schema: {
        tags,
        summary: '栏目资讯列表，新的在前（JSON：column, page, size）',
        body: contractBody(NEWS_PATHS.list, S.ListBody),
        response: responses(S.PageSchema),
      },
    },
    async (req) => {
      const { column, page, size } = req.body;
      if (!isColumn(column)) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：栏目不存在');
      return ok(await listPage(app.db, column, page, size, Date.now()));
    },
  );

  app.get(
    NEWS_PATHS.detail,
    {
      schema: {
        tags,
        summary: '资讯详情（含比赛、相关资讯）',
        querystring: S.IdQuery,
        response: responses(S.DetailSchema),
      },
    },
    async (req) => {
      const detail = await articleDetail(app.db, req.query.id, await optionalUserId(req));
      if (!detail) throw notFound();
      return ok(detail);
    },
  );

  app.post(
    NEWS_PATHS.like,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '点赞/取消点赞资讯（需登录）',
        body: contractBody(NEWS_PATHS.like, S.LikeBody),
        response: responses(Type.Object({ likes: Type.Integer(), liked: Type.Boolean() })),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const likes = await likeArticle(app.db, req.body.id, userId, req.body.like === 1);
      if (likes === null) throw notFound();
      return ok({ likes, liked: req.body.like === 1 });
    },
  );

  app.get(
    NEWS_PATHS.comments,
    {
      schema: {
        tags,
        summary: '资讯评论（sort：new 最新，hot 最热；含一层回复）',
        querystring: S.CommentQuery,
        response: responses(S.CommentPageSchema),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(await commentPage(app.db, q.articleId, q.sort ?? 'new', q.page, q.size, await optionalUserId(req)));
    },
  );

  app.post(
    NEWS_PATHS.comment,
    {
      config: { writeLimit: 'comment', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: `发表评论或回复（需登录，≤ ${MAX_COMMENT_CHARS} 字，纯文本）`,
        body: contractBody(NEWS_PATHS.comment, S.CommentBody),
        response: responses(S.CommentSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok(
        await addComment(app.db, userId, req.body.articleId, req.body.content, req.body.parentId, app.hub),
        '评论成功',
      );
    },
  );

  app.post(
    NEWS_PATHS.commentLike,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '点赞/取消点赞评论（需登录）',
        body: contractBody(NEWS_PATHS.commentLike, S.LikeBody),
        response: responses(Type.Object({ likes: Type.Integer() })),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok({ likes: await likeComment(app.db, userId, req.body.id, req.body.like === 1, app.hub) });
    },
  );

  app.get(
    '/inform/cover/:file',
    {
      schema: {
        tags,
        summary: '资讯封面（服务器生成的 SVG）',
        params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$' }) }),
      },
    },
    async (req, reply) => {
      const id = Number.parseInt(req.params.file, 10);
      const a = await newsDb(app.db)
        .selectFrom('news_articles')
        .select(['kind', 'tag', 'title', 'match_id', 'league_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!a) throw notFound();
      const color = leagueRef(a.league_id ?? 0).color;
      const match = a.match_id === null ? null : await matchCardOf(app.db, Number(a.match_id));
      const svg = match ? matchCover(match, color, a.kind) : titleCover(a.tag, a.title, color);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};

/**
 * `NEWS_EDITOR_PHONES` (comma-separated phones of existing accounts) become editors and admins at
 * start: the way an operator appoints the news desk.
 */
async function grantEditors(db: Db, phones: string): Promise<void> {
  const list = phones
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!list.length) return;
  const users = await db.selectFrom('users').select('id').where('phone', 'in', list).execute();
  for (const u of users) {
    await grantRole(db, u.id, 'editor');
    await grantRole(db, u.id, 'admin');
  }
}

/** How often the newsroom looks for matches to write about (real ms). */
const WRITE_EVERY_MS = 5_000;

/** The routes plus the newsroom behind the live engine's store. */
const newsPlugin: RoutePlugin = async (app) => {
  await app.register(newsRoutes);
  await app.register(newsDeskRoutes);
  let timer: ReturnType<typeof setInterval> | null = null;
  let fast: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = writeFromMatches(app.db, { speed: app.config.liveSpeed, now: Date.now() }).catch((err: unknown) =>
      app.log.warn({ err: String(err) }, 'newsroom: writing match articles failed; retrying'),
    );
    return running;
  };
  app.addHook('onReady', async () => {
    await grantEditors(app.db, process.env.NEWS_EDITOR_PHONES ?? '');
    await writeHistory(app.db, Date.now()).catch((err: unknown) =>
      app.log.warn({ err: String(err) }, 'newsroom: history stories failed'),
    );
    await pass();
    // the engine saves its catch-up while the app starts: look again every second at first, so a
    // fresh start has its articles within a second or two, then every WRITE_EVERY_MS
    let busy = false;
    let passes = 0;
    const tick = () => {
      if (busy) return;
      busy = true;
      void pass().finally(() => (busy = false));
    };
    fast = setInterval(() => {
      tick();
      if (++passes >= 10 && fast) clearInterval(fast);
    }, 1000);
    fast.unref?.();
    timer = setInterval(tick, WRITE_EVERY_MS);
    timer.unref?.();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (fast) clearInterval(fast);
    await running;
  });
};

export default newsPlugin;
