/**
 * 浏览历史 calls (VIEW_HISTORY_PATHS), all signed in: record a view, list one kind a page at a
 * time, clear a kind or everything.
 */
import { Type } from '@sinclair/typebox';
import { VIEW_HISTORY_PATHS, VIEW_KINDS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { ItemSchema, MatchCardSchema } from '../news/schemas';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { viewersOf } from '../vlive/rooms';
import { LiveRoomSchema } from '../vlive/schemas';
import { clearViews, recordView, viewPage } from './history';

const Kind = Type.Union(VIEW_KINDS.map((k) => Type.Literal(k)));
const ViewBody = Type.Object({ kind: Kind, id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const ListQuery = Type.Object({
  kind: Kind,
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
const ClearBody = Type.Object({ kind: Type.Optional(Kind) });
const EntrySchema = Type.Object({
  kind: Kind,
  id: Type.Integer(),
  time: Type.Integer(),
  match: Type.Optional(MatchCardSchema),
  news: Type.Optional(ItemSchema),
  room: Type.Optional(LiveRoomSchema),
});
const PageSchema = Type.Object({ list: Type.Array(EntrySchema), next: Type.Integer() });

const viewHistoryRoutes: RoutePlugin = async (app) => {
  const tags = ['account'];

  app.post(
    VIEW_HISTORY_PATHS.add,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '记录一次浏览（比赛、资讯、直播间；同一内容只保留最近一次，需登录）',
        body: contractBody(VIEW_HISTORY_PATHS.add, ViewBody),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      await recordView(app.db, await requireUserId(req), req.body.kind, req.body.id, Date.now());
      return ok(null);
    },
  );

  app.get(
    VIEW_HISTORY_PATHS.list,
    {
      schema: {
        tags,
        summary: '浏览历史，按类别分页，最近浏览的在前（需登录）',
        querystring: ListQuery,
        response: responses(PageSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok(await viewPage(app.db, userId, req.query, Date.now(), (id) => viewersOf(app.hub, id)));
    },
  );

  app.post(
    VIEW_HISTORY_PATHS.clear,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '清空浏览历史：指定类别，或全部（需登录）',
        body: contractBody(VIEW_HISTORY_PATHS.clear, ClearBody),
        response: responses(Type.Object({ removed: Type.Integer() })),
      },
    },
    async (req) => {
      const removed = await clearViews(app.db, await requireUserId(req), req.body.kind);
      return ok({ removed }, '已清空');
    },
  );
};

export default viewHistoryRoutes;
