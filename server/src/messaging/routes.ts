/**
 * `/imapi/chat/*`: the conversation list (docs/product.md §3 chat list item: messageStatus, count),
 * the unread total for the tab badge, opening a private chat, history (paged back, or the seqs after
 * a gap), send (idempotent by client id), read, recall, pin / 免打扰, delete from the list.
 */
import { Type } from '@sinclair/typebox';
import { IM_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { history, markDelivered, markRead, membership, recallMessage, sendMessage } from './chat';
import { imDb } from './tables';
import { chatList, conversationInfo, hideConversation, openPrivate, readAll, updateSettings } from './conversations';
import { unreadOf } from './unread';
import * as S from './schemas';

const chatRoutes: RoutePlugin = async (app) => {
  const tags = ['messages'];
  const Done = responses(Type.Object({ unread: S.UnreadSchema }));

  app.get(
    IM_PATHS.chatList,
    { schema: { tags, summary: '会话列表（需登录）', response: responses(S.ChatListSchema) } },
    async (req) => {
      const me = await requireUserId(req);
      // the list shows every conversation's last message: they have all reached this client
      await markDelivered(app.db, app.hub, me);
      return ok(await chatList(app.db, me));
    },
  );
  app.get(
    IM_PATHS.unread,
    { schema: { tags, summary: '未读总数：聊天 + 通知', response: responses(S.UnreadSchema) } },
    async (req) => ok(await unreadOf(app.db, await requireUserId(req))),
  );
  app.post(
    IM_PATHS.open,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '打开与某人的私聊',
        body: contractBody(IM_PATHS.open, Type.Object({ userId: S.Id })),
        response: responses(S.Conv),
      },
    },
    async (req) => ok({ conversationId: await openPrivate(app.db, await requireUserId(req), req.body.userId) }),
  );
  app.get(
    IM_PATHS.info,
    { schema: { tags, summary: '会话信息与成员', querystring: S.Conv, response: responses(S.InfoSchema) } },
    async (req) => ok(await conversationInfo(app.db, await requireUserId(req), req.query.conversationId)),
  );
  app.get(
    IM_PATHS.history,
    {
      schema: {
        tags,
        summary: '历史消息：before 向前翻页，after 补齐缺口',
        querystring: S.HistoryQuery,
        response: responses(S.HistorySchema),
      },
    },
    async (req) => {
      const { conversationId, ...q } = req.query;
      return ok(await history(app.db, app.hub, await requireUserId(req), conversationId, q));
    },
  );
  app.post(
    IM_PATHS.send,
    {
      config: { writeLimit: 'message' },
      schema: {
        tags,
        summary: '发送消息（clientId 相同的重发只存一次）',
        body: contractBody(IM_PATHS.send, S.SendBody),
        response: responses(S.MessageSchema),
      },
    },
    async (req) => ok(await sendMessage(app.db, app.hub, await requireUserId(req), req.body)),
  );
  app.post(
    IM_PATHS.read,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '已读到 seq',
        body: contractBody(IM_PATHS.read, Type.Object({ conversationId: S.Id, seq: Type.Integer({ minimum: 0 }) })),
        response: Done,
      },
    },
    async (req) =>
      ok({ unread: await markRead(app.db, app.hub, await requireUserId(req), req.body.conversationId, req.body.seq) }),
  );
  app.post(
    IM_PATHS.delivered,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '已送达到 seq（客户端收到推送后确认）',
        body: contractBody(
          IM_PATHS.delivered,
          Type.Object({ conversationId: S.Id, seq: Type.Integer({ minimum: 0 }) }),
        ),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      const me = await requireUserId(req);
      await membership(imDb(app.db), req.body.conversationId, me);
      await markDelivered(app.db, app.hub, me, req.body);
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.readAll,
    { config: { writeLimit: 'reaction' }, schema: { tags, summary: '全部会话标为已读', response: Done } },
    async (req) => ok({ unread: await readAll(app.db, await requireUserId(req)) }),
  );
  app.post(
    IM_PATHS.recall,
    {
      config: { writeLimit: 'message' },
      schema: {
        tags,
        summary: '撤回 2 分钟内自己的消息',
        body: contractBody(IM_PATHS.recall, Type.Object({ conversationId: S.Id, seq: S.Id })),
        response: responses(S.MessageSchema),
      },
    },
    async (req) =>
      ok(await recallMessage(app.db, app.hub, await requireUserId(req), req.body.conversationId, req.body.seq)),
  );
  app.post(
    IM_PATHS.settings,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '置顶 / 免打扰',
        body: contractBody(
          IM_PATHS.settings,
          Type.Object({
            conversationId: S.Id,
            pinned: Type.Optional(Type.Boolean()),
            quiet: Type.Optional(Type.Boolean()),
          }),
        ),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      const { conversationId, ...patch } = req.body;
      await updateSettings(app.db, await requireUserId(req), conversationId, patch);
      return ok(null);
    },
  );
  app.post(
    IM_PATHS.remove,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '从列表删除会话', body: contractBody(IM_PATHS.remove, S.Conv), response: Done },
    },
    async (req) =>
      ok({ unread: await hideConversation(app.db, app.hub, await requireUserId(req), req.body.conversationId) }),
  );
};

export default chatRoutes;
