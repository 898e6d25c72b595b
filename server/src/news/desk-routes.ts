/**
 * The console's news desk (editor; an admin too), STAFF_NEWS_PATHS: the newsroom's editing calls —
 * list, fetch, save (write or edit; rich text sanitised here), publish/unpublish, pin to 头条. Each
 * checks its role, names the version it read, and is audited in its own transaction.
 */
import { Type } from '@sinclair/typebox';
import { STAFF_NEWS_PATHS, ok } from '@kickoff/shared/contracts';
import { writeAudit } from '../staff/audit';
import { requireStaff } from '../staff/roles';
import { invalid } from '../staff/validate';
import type { RoutePlugin } from '../typebox';
import { deskArticle, deskPage, saveArticle, setPinned, setPublished } from './desk';

const tags = ['staff'];
const Int = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Ref = { id: Int, version: Int };
const SaveBody = Type.Object({
  ...Ref,
  columnId: Int,
  title: Type.String({ maxLength: 1000 }),
  summary: Type.String({ maxLength: 2000 }),
  content: Type.String({ maxLength: 200_000 }),
  cover: Type.String({ maxLength: 1000 }),
});
const Status = Type.Union(['all', 'draft', 'published', 'unpublished'].map((s) => Type.Literal(s)));

export const newsDeskRoutes: RoutePlugin = async (app) => {
  app.get(
    STAFF_NEWS_PATHS.list,
    {
      schema: {
        tags,
        summary: '资讯管理：全部文章（含草稿与已下线，按标题搜索，编辑）',
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
          q: Type.String({ maxLength: 60, default: '' }),
          status: Type.Optional(Status),
        }),
      },
    },
    async (req) => {
      await requireStaff(req, 'editor');
      const { page, q } = req.query;
      const status = (req.query.status ?? 'all') as 'all';
      return ok(await deskPage(app.db, { page, q, status }));
    },
  );

  app.get(
    STAFF_NEWS_PATHS.article,
    { schema: { tags, summary: '资讯管理：一篇文章（编辑）', querystring: Type.Object({ id: Int }) } },
    async (req) => {
      await requireStaff(req, 'editor');
      const article = await deskArticle(app.db, req.query.id);
      if (!article) throw invalid('该文章不存在');
      return ok(article);
    },
  );

  app.post(
    STAFF_NEWS_PATHS.save,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '写新文章或修改文章（编辑；富文本按白名单净化）', body: SaveBody },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'editor');
      const me = await app.db
        .selectFrom('users')
        .select('nick_name')
        .where('id', '=', actorId)
        .executeTakeFirstOrThrow();
      const saved = await app.db.transaction().execute(async (trx) => {
        const { before, after } = await saveArticle(trx, req.body, { id: actorId, name: me.nick_name });
        const action = before ? 'news.update' : 'news.create';
        await writeAudit(trx, { actorId, action, target: `news:${after.id}`, before, after });
        return after;
      });
      return ok(saved, '已保存');
    },
  );

  app.post(
    STAFF_NEWS_PATHS.status,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '发布或下线文章（编辑）',
        body: Type.Object({ ...Ref, publish: Type.Boolean() }),
      },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'editor');
      const { id, publish } = req.body;
      const saved = await app.db.transaction().execute(async (trx) => {
        const { before, after } = await setPublished(trx, req.body);
        const action = publish ? 'news.publish' : 'news.unpublish';
        await writeAudit(trx, { actorId, action, target: `news:${id}`, before: state(before), after: state(after) });
        return after;
      });
      return ok(saved, publish ? '已发布' : '已下线');
    },
  );

  app.post(
    STAFF_NEWS_PATHS.pin,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '置顶到头条或取消置顶（编辑）', body: Type.Object({ ...Ref, pin: Type.Boolean() }) },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'editor');
      const { id, pin } = req.body;
      const saved = await app.db.transaction().execute(async (trx) => {
        const { before, after } = await setPinned(trx, req.body);
        const action = pin ? 'news.pin' : 'news.unpin';
        await writeAudit(trx, { actorId, action, target: `news:${id}`, before: state(before), after: state(after) });
        return after;
      });
      return ok(saved, pin ? '已置顶到头条' : '已取消置顶');
    },
  );
};

/** What publishing and pinning change (the body stays out of those entries). */
const state = (a: { title: string; status: string; pinned: boolean; publishTime: number; version: number }) => ({
  title: a.title,
  status: a.status,
  pinned: a.pinned,
  publishTime: a.publishTime,
  version: a.version,
});
