/**
 * The spec's chat calls for live rooms (group = room id) and the sport-wide groups (group =
 * football|basketball): `/chat/getToken?group=`, `/chat/welcome`, `/chat/notice`, `/chat/msg`,
 * `/chat/page`; and the admin's mute and delete.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, MESSAGE_PATHS, ok } from '@kickoff/shared/contracts';
import {
  chatTopic,
  SPORT_CHAT_GROUPS,
  type RoomChatText,
  type RoomChatToken,
  VLIVE_PATHS,
} from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { optionalUserId, requireUserId } from '../auth/guard';
import { findUserById } from '../accounts/users';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import {
  ChatBudgets,
  chatPage,
  deleteLine,
  muteUser,
  mutedUntil,
  publishRoom,
  roomPlace,
  sendLine,
  type ChatPlace,
} from './chat';
import { nobleTier, tierOf } from './nobles';
import { roomOr404 } from './room-routes';
import { ChatLineSchema, ClientId, Group, RoomId } from './schemas';

const DEFAULT_NOTICE = '欢迎来到直播间！文明发言，理性观赛；严禁发布广告、违法违规内容，违者禁言。';
const SPORT_NAMES = { football: '足球', basketball: '篮球' } as const;
const SPORT_NOTICE = '聊球请文明发言，理性讨论；严禁发布广告、违法违规内容，违者禁言。';

/** The place a `group` names: a sport-wide group, or an existing room (NOT_FOUND otherwise). */
async function placeOf(db: Db, group: string): Promise<ChatPlace> {
  const sport = SPORT_CHAT_GROUPS.find((s) => s === group);
  return sport ? { kind: 'sport', sport } : roomPlace(await roomOr404(db, Number(group)));
}

/** A mute's or deletion's place: `roomId`, or `group` (one of the two). */
function targetGroup(body: { roomId?: number; group?: string }): string {
  if (body.roomId !== undefined) return String(body.roomId);
  if (body.group !== undefined) return body.group;
  throw new AppError(ErrorCodes.PARAM_INVALID, '请指定直播间或聊球');
}

const groupOf = (place: ChatPlace) => (place.kind === 'room' ? place.room.id : place.sport);

const chatRoutes: RoutePlugin = async (app) => {
  const tags = ['vlive'];
  const deps = { db: app.db, hub: app.hub };
  const budgets = new ChatBudgets();
  const GroupBody = Type.Object({ group: Group });
  const TextSchema = Type.Object({ text: Type.String() });

  app.post(
    MESSAGE_PATHS.chatToken,
    {
      schema: {
        tags,
        summary: '进入直播间聊天：订阅的实时主题与发言资格',
        querystring: GroupBody,
        response: responses(
          Type.Object({
            token: Type.String(),
            group: Type.String(),
            canSend: Type.Boolean(),
            mutedUntil: Type.Integer(),
          }),
        ),
      },
    },
    async (req) => {
      const place = await placeOf(app.db, req.query.group);
      const userId = await optionalUserId(req);
      const token: RoomChatToken = {
        token: chatTopic(groupOf(place)),
        group: String(groupOf(place)),
        canSend: userId !== null,
        mutedUntil: userId === null ? 0 : await mutedUntil(app.db, place, userId, Date.now()),
      };
      return ok(token);
    },
  );

  app.post(
    MESSAGE_PATHS.welcome,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '进房欢迎语（贵族进场播报横幅）',
        body: contractBody(MESSAGE_PATHS.welcome, GroupBody),
        response: responses(TextSchema),
      },
    },
    async (req) => {
      const place = await placeOf(app.db, req.body.group);
      if (place.kind === 'sport') return ok({ text: `欢迎来到${SPORT_NAMES[place.sport]}聊球` });
      const room = place.room;
      const userId = await optionalUserId(req);
      if (userId !== null) {
        const noble = await nobleTier(app.db, userId, Date.now());
        const user = await findUserById(app.db, userId);
        if (user && tierOf(noble)?.entryBanner) {
          publishRoom(app.hub, room.id, { kind: 'enter', userId, nickName: user.nick_name, noble });
        }
      }
      const text: RoomChatText = { text: `欢迎来到${room.anchorName}的直播间：${room.title}` };
      return ok(text);
    },
  );

  app.post(
    MESSAGE_PATHS.notice,
    {
      schema: {
        tags,
        summary: '直播间公告',
        body: contractBody(MESSAGE_PATHS.notice, GroupBody),
        response: responses(TextSchema),
      },
    },
    async (req) => {
      const place = await placeOf(app.db, req.body.group);
      return ok({ text: place.kind === 'sport' ? SPORT_NOTICE : place.room.notice || DEFAULT_NOTICE });
    },
  );

  app.post(
    MESSAGE_PATHS.send,
    {
      config: { writeLimit: 'chat' },
      schema: {
        tags,
        summary: '直播间发言（需登录；≤200 字；同一 clientId 不重复）',
        body: contractBody(
          MESSAGE_PATHS.send,
          Type.Object({ group: Group, text: Type.String({ maxLength: 1000 }), clientId: ClientId }),
        ),
        response: responses(ChatLineSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const place = await placeOf(app.db, req.body.group);
      const { text, clientId } = req.body;
      return ok(await sendLine(deps, budgets, { userId, place, text, clientId, nowMs: Date.now() }));
    },
  );

  app.post(
    MESSAGE_PATHS.page,
    {
      schema: {
        tags,
        summary:
          '直播间聊天记录，新的在前，每页 50 条（before：上一页的 next）；after：重连后补齐该 id 之后的发言，旧的在前（next 非 0 时继续）',
        body: contractBody(
          MESSAGE_PATHS.page,
          Type.Object({
            group: Group,
            before: Type.Optional(Type.Integer({ minimum: 0 })),
            after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
          }),
        ),
        response: responses(Type.Object({ list: Type.Array(ChatLineSchema), next: Type.Integer() })),
      },
    },
    async (req) => {
      const place = await placeOf(app.db, req.body.group);
      return ok(await chatPage(app.db, place, req.body.before ?? 0, Date.now(), req.body.after ?? 0));
    },
  );

  app.post(
    VLIVE_PATHS.mute,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '禁言（房管；minutes 0 解除；聊球用 group 代替 roomId，管理员操作）',
        body: contractBody(
          VLIVE_PATHS.mute,
          Type.Object({
            roomId: Type.Optional(RoomId),
            group: Type.Optional(Group),
            userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
            minutes: Type.Integer({ minimum: 0, maximum: 43_200 }),
          }),
        ),
        response: responses(Type.Object({ mutedUntil: Type.Integer() })),
      },
    },
    async (req) => {
      const adminId = await requireUserId(req);
      const place = await placeOf(app.db, targetGroup(req.body));
      if (!(await findUserById(app.db, req.body.userId))) throw new AppError(ErrorCodes.NOT_FOUND, '用户不存在');
      const until = await muteUser(deps, adminId, place, req.body.userId, req.body.minutes, Date.now());
      return ok({ mutedUntil: until });
    },
  );

  app.post(
    VLIVE_PATHS.deleteLine,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '删除一条发言（房管；聊球用 group 代替 roomId，管理员操作）',
        body: contractBody(
          VLIVE_PATHS.deleteLine,
          Type.Object({
            roomId: Type.Optional(RoomId),
            group: Type.Optional(Group),
            id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          }),
        ),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      const adminId = await requireUserId(req);
      const place = await placeOf(app.db, targetGroup(req.body));
      await deleteLine(deps, adminId, place, req.body.id);
      return ok(null);
    },
  );
};

export default chatRoutes;
