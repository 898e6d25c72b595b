/** Wire schemas of the /imapi chat, group and people calls (types in shared/src/contracts/im.ts). */
import { Type } from '@sinclair/typebox';
import { IM_REMARK_MAX, IM_TEXT_MAX } from '@kickoff/shared/contracts';
import { UploadedSchema } from '../uploads/routes';

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Conv = Type.Object({ conversationId: Id });

export const UnreadSchema = Type.Object({ chats: Type.Integer(), notices: Type.Integer(), total: Type.Integer() });

export const MessageSchema = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  seq: Type.Integer(),
  fromId: Type.Integer(),
  fromName: Type.String(),
  kind: Type.String(),
  text: Type.String(),
  image: Type.Union([Type.Null(), UploadedSchema]),
  recalled: Type.Boolean(),
  hidden: Type.Boolean(),
  replyTo: Type.Union([
    Type.Null(),
    Type.Object({ seq: Type.Integer(), fromName: Type.String(), text: Type.String() }),
  ]),
  clientId: Type.String(),
  time: Type.Integer(),
});

export const ChatListSchema = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.String(),
      conversationId: Type.Integer(),
      kind: Type.String(),
      name: Type.String(),
      avatar: Type.String(),
      lastText: Type.String(),
      lastTime: Type.Integer(),
      messageStatus: Type.Integer(),
      count: Type.Integer(),
      peerId: Type.Integer(),
      pinned: Type.Boolean(),
      quiet: Type.Boolean(),
      lastSeq: Type.Integer(),
    }),
  ),
  unread: UnreadSchema,
});

export const InfoSchema = Type.Object({
  conversationId: Type.Integer(),
  kind: Type.String(),
  name: Type.String(),
  peerId: Type.Integer(),
  notice: Type.String(),
  mutedAll: Type.Boolean(),
  myRole: Type.String(),
  lastSeq: Type.Integer(),
  readSeq: Type.Integer(),
  peerReadSeq: Type.Integer(),
  peerDeliveredSeq: Type.Integer(),
  dissolved: Type.Boolean(),
  members: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      nickName: Type.String(),
      portrait: Type.String(),
      role: Type.String(),
      mutedUntil: Type.Integer(),
    }),
  ),
});

export const HistorySchema = Type.Object({ list: Type.Array(MessageSchema), more: Type.Boolean() });

export const HistoryQuery = Type.Object({
  conversationId: Id,
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  after: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 30 }),
});

export const SendBody = Type.Object({
  conversationId: Id,
  text: Type.String({ maxLength: IM_TEXT_MAX * 2 }),
  imageId: Type.Optional(Type.String({ pattern: '^[0-9a-f]{32}$' })),
  clientId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  replyToSeq: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const CardSchema = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  portrait: Type.String(),
  portraitAudit: Type.Integer(),
  portraitNew: Type.String(),
  fans: Type.Integer(),
  attention: Type.Integer(),
  following: Type.Boolean(),
  followsMe: Type.Boolean(),
  blocked: Type.Boolean(),
  remark: Type.String(),
});

export const FavorSchema = Type.Object({
  messageId: Type.Integer(),
  conversationId: Type.Integer(),
  conversationName: Type.String(),
  message: MessageSchema,
  savedAt: Type.Integer(),
});

export const ContactSchema = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  remark: Type.String(),
  portrait: Type.String(),
  following: Type.Boolean(),
  followsMe: Type.Boolean(),
  letter: Type.String(),
});

export const RemarkBody = Type.Object({ userId: Id, remark: Type.String({ maxLength: IM_REMARK_MAX * 2 }) });

export const GroupListSchema = Type.Array(
  Type.Object({ conversationId: Type.Integer(), name: Type.String(), members: Type.Integer(), role: Type.String() }),
);

export const GroupInvitesSchema = Type.Array(
  Type.Object({
    inviteId: Type.Integer(),
    conversationId: Type.Integer(),
    groupName: Type.String(),
    members: Type.Integer(),
    inviterId: Type.Integer(),
    inviterName: Type.String(),
    time: Type.Integer(),
  }),
);

export const JoinResultSchema = Type.Object({
  conversationId: Type.Integer(),
  state: Type.Union([Type.Literal('joined'), Type.Literal('requested'), Type.Literal('declined')]),
});

export const GroupLinkSchema = Type.Object({
  conversationId: Type.Integer(),
  code: Type.String(),
  path: Type.String(),
  approval: Type.Boolean(),
});

export const GroupPreviewSchema = Type.Object({
  conversationId: Type.Integer(),
  name: Type.String(),
  members: Type.Integer(),
  approval: Type.Boolean(),
  state: Type.Union([Type.Literal('member'), Type.Literal('requested'), Type.Literal('none')]),
});

export const JoinRequestsSchema = Type.Array(
  Type.Object({
    requestId: Type.Integer(),
    userId: Type.Integer(),
    nickName: Type.String(),
    portrait: Type.String(),
    inviterName: Type.String(),
    time: Type.Integer(),
  }),
);
