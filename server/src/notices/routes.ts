/**
 * 通知 for the message centre: `GET /imapi/notice/list` (a page, newest first, with the unread
 * count) and `POST /imapi/notice/read` (some or all read). Notices are written by features through
 * notices.ts, never through HTTP.
 */
import { Type } from '@sinclair/typebox';
import { NOTICE_KIND_NAMES, ok, type NoticeKind, MINE_PATHS } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { markRead, noticePage } from './notices';

const NOTICE_KINDS = Object.keys(NOTICE_KIND_NAMES) as NoticeKind[];

const NoticeSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  time: Type.Integer(),
  read: Type.Boolean(),
});
const PageSchema = Type.Object({
  list: Type.Array(NoticeSchema),
  next: Type.Integer(),
  total: Type.Integer(),
  unread: Type.Integer(),
});
const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  kind: Type.Optional(Type.Union(NOTICE_KINDS.map((k) => Type.Literal(k)))),
});
const ReadBody = Type.Object({ ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })) });

const noticeRoutes: RoutePlugin = async (app) => {
  const tags = ['messages'];

  app.get(
    '/imapi/notice/list',
    {
      schema: {
        tags,
        summary: '我的通知，分页，可按 kind 分类（需登录）',
        querystring: PageQuery,
        response: responses(PageSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok(await noticePage(app.db, userId, req.query.page, req.query.size, req.query.kind));
    },
  );

  app.post(
    MINE_PATHS.noticesRead,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '通知标为已读：指定 ids，或全部（需登录）',
        body: contractBody(MINE_PATHS.noticesRead, ReadBody),
        response: responses(Type.Object({ unread: Type.Integer() })),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok({ unread: await markRead(app.db, userId, req.body.ids) });
    },
  );
};

export default noticeRoutes;
