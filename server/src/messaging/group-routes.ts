/** `/imapi/group/*`: create from people I follow, list, and the role-checked changes of groups.ts. */
import { Type } from '@sinclair/typebox';
import { IM_GROUP_MAX_MEMBERS, IM_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import * as G from './groups';
import * as S from './schemas';

const groupRoutes: RoutePlugin = async (app) => {
  const tags = ['messages'];
  const Done = responses(Type.Null());
  const Member = Type.Object({ conversationId: S.Id, userId: S.Id });

  app.post(
    IM_PATHS.groupCreate,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '创建群聊（成员须是我关注的人）',
        body: contractBody(
          IM_PATHS.groupCreate,
          Type.Object({
            name: Type.String({ minLength: 1, maxLength: 40 }),
            memberIds: Type.Array(S.Id, { minItems: 2, maxItems: IM_GROUP_MAX_MEMBERS }),
          }),
        ),
        response: responses(S.Conv),
      },
    },
    async (req) =>
      ok({
        conversationId: await G.createGroup(
          app.db,
          app.hub,
          await requireUserId(req),
          req.body.name,
          req.body.memberIds,
        ),
      }),
  );
  app.get(
    IM_PATHS.groupList,
    { schema: { tags, summary: '我的群聊', response: responses(S.GroupListSchema) } },
    async (req) => ok(await G.groupList(app.db, await requireUserId(req))),
  );
  app.post(
    IM_PATHS.groupUpdate,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '改群名或群公告（群主、管理员）',
        body: contractBody(
          IM_PATHS.groupUpdate,
          Type.Object({
            conversationId: S.Id,
            name: Type.Optional(Type.String({ maxLength: 40 })),
            notice: Type.Optional(Type.String({ maxLength: 400 })),
          }),
        ),
        response: Done,
      },
    },
    async (req) => {
      const { conversationId, ...patch } = req.body;
      await G.updateGroup(app.db, app.hub, await requireUserId(req), conversationId, patch);
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.groupRole,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '设置或取消管理员（群主）',
        body: contractBody(
          IM_PATHS.groupRole,
          Type.Object({
            conversationId: S.Id,
            userId: S.Id,
            role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
          }),
        ),
        response: Done,
      },
    },
    async (req) => {
      await G.setRole(
        app.db,
        app.hub,
        await requireUserId(req),
        req.body.conversationId,
        req.body.userId,
        req.body.role,
      );
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.groupMute,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '禁言成员 minutes 分钟，0 解除（群主、管理员）',
        body: contractBody(
          IM_PATHS.groupMute,
          Type.Object({
            conversationId: S.Id,
            userId: S.Id,
            minutes: Type.Integer({ minimum: 0, maximum: 43_200 }),
          }),
        ),
        response: Done,
      },
    },
    async (req) => {
      await G.muteMember(
        app.db,
        app.hub,
        await requireUserId(req),
        req.body.conversationId,
        req.body.userId,
        req.body.minutes,
      );
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.groupMuteAll,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '全员禁言开关',
        body: contractBody(IM_PATHS.groupMuteAll, Type.Object({ conversationId: S.Id, on: Type.Boolean() })),
        response: Done,
      },
    },
    async (req) => {
      await G.muteAll(app.db, app.hub, await requireUserId(req), req.body.conversationId, req.body.on);
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.groupRemove,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '移出成员', body: contractBody(IM_PATHS.groupRemove, Member), response: Done },
    },
    async (req) => {
      await G.removeMember(app.db, app.hub, await requireUserId(req), req.body.conversationId, req.body.userId);
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.groupLeave,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '退出群聊', body: contractBody(IM_PATHS.groupLeave, S.Conv), response: Done },
    },
    async (req) => {
      await G.leaveGroup(app.db, app.hub, await requireUserId(req), req.body.conversationId);
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.groupTransfer,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '转让群主', body: contractBody(IM_PATHS.groupTransfer, Member), response: Done },
    },
    async (req) => {
      await G.transferOwner(app.db, app.hub, await requireUserId(req), req.body.conversationId, req.body.userId);
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.groupDissolve,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '解散群聊（群主）', body: contractBody(IM_PATHS.groupDissolve, S.Conv), response: Done },
    },
    async (req) => {
      await G.dissolveGroup(app.db, app.hub, await requireUserId(req), req.body.conversationId);
      return ok(null);
    },
  );
};

export default groupRoutes;
