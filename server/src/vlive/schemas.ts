/** Typebox schemas of the video-live calls (shapes: shared/src/contracts/vlive.ts). */
import { Type } from '@sinclair/typebox';

export const RoomId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** an engine match id (live_matches.id, an integer column) */
export const MatchId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Status = Type.Union([Type.Literal('live'), Type.Literal('offline'), Type.Literal('replay')]);
const Sport = Type.Union([Type.Literal('football'), Type.Literal('basketball'), Type.Null()]);

export const LiveRoomSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.Integer(),
  anchor: Type.Object({ id: Type.Integer(), nickName: Type.String(), followers: Type.Integer() }),
  matchId: Type.Union([Type.Integer(), Type.Null()]),
  sport: Sport,
  status: Status,
  viewers: Type.Integer(),
  cover: Type.String(),
  startedAt: Type.Union([Type.Integer(), Type.Null()]),
  away: Type.Optional(Type.Boolean()),
  scheduledAt: Type.Optional(Type.Integer()),
});

export const RoomDetailSchema = Type.Composite([
  LiveRoomSchema,
  Type.Object({ notice: Type.String(), following: Type.Boolean(), isAdmin: Type.Boolean() }),
]);

export const ReplaySchema = Type.Object({
  id: Type.Integer(),
  roomId: Type.Integer(),
  startedAt: Type.Integer(),
  endedAt: Type.Integer(),
});

export const StreamSchema = Type.Object({
  kind: Type.Union([Type.Literal('live'), Type.Literal('vod'), Type.Literal('external')]),
  url: Type.String(),
  replay: Type.Optional(ReplaySchema),
});

export const MatchVideoSchema = Type.Object({
  roomId: Type.Integer(),
  status: Type.Union([Type.Literal('live'), Type.Literal('replay')]),
  path: Type.String(),
});

export const ChatLineSchema = Type.Object({
  id: Type.Integer(),
  roomId: Type.Integer(),
  userId: Type.Integer(),
  nickName: Type.String(),
  noble: Type.Integer(),
  text: Type.String(),
  clientId: Type.String(),
  time: Type.Integer(),
});

/** the spec's `group`: a room id as text, or a sport-wide group (SPORT_CHAT_GROUPS) */
export const Group = Type.String({
  pattern: '^([1-9][0-9]{0,9}|football|basketball)$',
  description: '直播间 id，或 football / basketball（聊球）',
});
export const ClientId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$' });
export const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$' });

export const GiftEventSchema = Type.Object({
  id: Type.Integer(),
  roomId: Type.Integer(),
  userId: Type.Integer(),
  nickName: Type.String(),
  noble: Type.Integer(),
  giftId: Type.Integer(),
  count: Type.Integer(),
  coins: Type.Integer(),
  time: Type.Integer(),
});

export const NobleStatusSchema = Type.Object({
  tiers: Type.Array(
    Type.Object({
      tier: Type.Integer(),
      name: Type.String(),
      price: Type.Integer(),
      giftDiscount: Type.Integer(),
      entryBanner: Type.Boolean(),
    }),
  ),
  tier: Type.Integer(),
  until: Type.Integer(),
  coins: Type.Integer(),
});
