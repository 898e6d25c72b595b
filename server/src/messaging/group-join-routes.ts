/** `/imapi/group/*` of joining: invite and answer, the link and its approval, join by link, review requests. */
import { Type } from '@sinclair/typebox';
import { IM_GROUP_CODE_PATTERN, IM_GROUP_INVITE_MAX, IM_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import * as J from './group-joins';
import * as S from './schemas';

const groupJoinRoutes: RoutePlugin = async (app) => {
  const tags = ['messages'];
  const Code = Type.String({ pattern: IM_GROUP_CODE_PATTERN });

  app.post(
    IM_PATHS.groupInvite,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '邀请我关注的人入群（对方同意后才成为成员）',
        body: contractBody(
          IM_PATHS.groupInvite,
          Type.Object({
            conversationId: S.Id,
            userIds: Type.Array(S.Id, { minItems: 1, maxItems: IM_GROUP_INVITE_MAX }),
          }),
        ),
        response: responses(Type.Object({ invited: Type.Array(Type.Integer()) })),
      },
    },
    async (req) => {
      const me = await requireUserId(req);
      const invited = await J.inviteToGroup(app.db, app.hub, me, req.body.conversationId, req.body.userIds);
      return ok({ invited }, invited.length > 0 ? '邀请已发送' : '对方已在群里或已被邀请');
    },
  );
  app.get(
    IM_PATHS.groupInvites,
    { schema: { tags, summary: '我收到的入群邀请（待处理）', response: responses(S.GroupInvitesSchema) } },
    async (req) => ok(await J.myInvites(app.db, await requireUserId(req))),
  );
  app.post(
    IM_PATHS.groupAnswer,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '接受或拒绝入群邀请',
        body: contractBody(IM_PATHS.groupAnswer, Type.Object({ inviteId: S.Id, accept: Type.Boolean() })),
        response: responses(S.JoinResultSchema),
      },
    },
    async (req) =>
      ok(await J.answerInvite(app.db, app.hub, await requireUserId(req), req.body.inviteId, req.body.accept)),
  );
  app.get(
    IM_PATHS.groupLink,
    {
      schema: {
        tags,
        summary: '群链接与二维码内容（群成员）',
        querystring: S.Conv,
        response: responses(S.GroupLinkSchema),
      },
    },
    async (req) => ok(await J.groupLink(app.db, await requireUserId(req), req.query.conversationId)),
  );
  app.post(
    IM_PATHS.groupLinkReset,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '重置群链接，旧链接和二维码失效（群主、管理员）',
        body: contractBody(IM_PATHS.groupLinkReset, S.Conv),
        response: responses(S.GroupLinkSchema),
      },
    },
    async (req) => ok(await J.resetGroupLink(app.db, await requireUserId(req), req.body.conversationId)),
  );
  app.post(
    IM_PATHS.groupApproval,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '入群审核开关（群主）',
        body: contractBody(IM_PATHS.groupApproval, Type.Object({ conversationId: S.Id, on: Type.Boolean() })),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      await J.setJoinApproval(app.db, app.hub, await requireUserId(req), req.body.conversationId, req.body.on);
      return ok(null);
    },
  );
  app.get(
    IM_PATHS.groupPreview,
    {
      schema: {
        tags,
        summary: '按群链接查看群聊（加入前）',
        querystring: Type.Object({ code: Code }),
        response: responses(S.GroupPreviewSchema),
      },
    },
    async (req) => ok(await J.previewGroup(app.db, await requireUserId(req), req.query.code)),
  );
  app.post(
    IM_PATHS.groupJoin,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '通过群链接加入（需审核的群则提交申请）',
        body: contractBody(IM_PATHS.groupJoin, Type.Object({ code: Code })),
        response: responses(S.JoinResultSchema),
      },
    },
    async (req) => ok(await J.joinByLink(app.db, app.hub, await requireUserId(req), req.body.code)),
  );
  app.get(
    IM_PATHS.groupRequests,
    {
      schema: {
        tags,
        summary: '待审核的入群申请（群主、管理员）',
        querystring: S.Conv,
        response: responses(S.JoinRequestsSchema),
      },
    },
    async (req) => ok(await J.joinRequests(app.db, await requireUserId(req), req.query.conversationId)),
  );
  app.post(
    IM_PATHS.groupReview,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '同意或拒绝入群申请（群主、管理员）',
        body: contractBody(IM_PATHS.groupReview, Type.Object({ requestId: S.Id, approve: Type.Boolean() })),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      await J.reviewRequest(app.db, app.hub, await requireUserId(req), req.body.requestId, req.body.approve);
      return ok(null);
    },
  );
};

export default groupJoinRoutes;
