/**
 * Rooms: the list by category, one room, the room of a match (its detail page's 视频), its cover, the
 * anchor's start/stop, following an anchor and the rooms of the anchors a fan follows.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok } from '@kickoff/shared/contracts';
import {
  coverSvg,
  roomPagePath,
  VLIVE_PATHS,
  type MatchVideo,
  type RoomCategory,
  type RoomDetail,
} from '@kickoff/shared/contracts/vlive';
import { optionalUserId, requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { isRoomAdmin } from './chat';
import {
  findRoom,
  roomOfMatch,
  roomsOfAnchors,
  listRooms,
  setRoomStatus,
  toLiveRoom,
  viewersOf,
  type RoomRecord,
} from './rooms';
import { LiveRoomSchema, MatchId, MatchVideoSchema, RoomDetailSchema, RoomId } from './schemas';
import { vdb } from './tables';
import type { Db } from '../db/index';

/** an anchor's own start or stop holds the schedule off the room this long */
const ANCHOR_HOLD_MS = 4 * 3600_000;

export async function roomOr404(db: Db, id: number): Promise<RoomRecord> {
  const room = await findRoom(db, id);
  if (!room) throw new AppError(ErrorCodes.NOT_FOUND, '直播间不存在');
  return room;
}

export interface RoomRouteOptions {
  /**
   * ends the room's anchor stream coming in now, if any (`npm start`'s ingest drops the publisher;
   * nginx-rtmp's drops it at its next on_update, ingest-routes.ts): an anchor who stops is cut at once
   */
  cut?(roomId: number): Promise<void>;
}

/** The rooms' routes; `opts.cut` ends an anchor's push when the anchor stops (下播). */
export const roomRoutesWith =
  (opts: RoomRouteOptions): RoutePlugin =>
  async (app) => {
    const tags = ['vlive'];
    const deps = { db: app.db, hub: app.hub };

    app.get(
      '/api/vlive/rooms',
      {
        schema: {
          tags,
          summary: '直播间列表（category 0 推荐 1 足球 2 篮球 3 综合）',
          querystring: Type.Object({ category: Type.Integer({ minimum: 0, maximum: 3, default: 0 }) }),
          response: responses(Type.Array(LiveRoomSchema)),
        },
      },
      async (req) => ok(await listRooms(deps, req.query.category as RoomCategory)),
    );

    app.get(
      '/api/vlive/room',
      {
        schema: {
          tags,
          summary: '直播间详情',
          querystring: Type.Object({ id: RoomId }),
          response: responses(RoomDetailSchema),
        },
      },
      async (req) => {
        const room = await roomOr404(app.db, req.query.id);
        const userId = await optionalUserId(req);
        const following =
          userId !== null &&
          (await vdb(app.db)
            .selectFrom('vlive_follows')
            .select('user_id')
            .where('anchor_id', '=', room.anchorId)
            .where('user_id', '=', userId)
            .executeTakeFirst()) !== undefined;
        const detail: RoomDetail = {
          ...toLiveRoom(room, viewersOf(app.hub, room.id)),
          notice: room.notice,
          following,
          isAdmin: isRoomAdmin(room, userId),
        };
        return ok(detail);
      },
    );

    app.get(
      VLIVE_PATHS.matchVideo,
      {
        schema: {
          tags,
          summary: '比赛的直播间（比赛详情页的「视频」；20001：暂无视频）',
          querystring: Type.Object({ id: MatchId }),
          response: responses(MatchVideoSchema),
        },
      },
      async (req) => {
        const room = await roomOfMatch(app.db, req.query.id);
        if (!room || room.status === 'offline') throw new AppError(ErrorCodes.VIDEO_NONE, '暂无视频');
        const video: MatchVideo = { roomId: room.id, status: room.status, path: roomPagePath(room.id) };
        return ok(video);
      },
    );

    app.get(
      '/api/vlive/cover/:id.svg',
      { schema: { tags, summary: '直播间封面（SVG）', params: Type.Object({ id: RoomId }) } },
      async (req, reply) => {
        const room = await roomOr404(app.db, req.params.id);
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=300')
          .send(coverSvg(room));
      },
    );

    for (const [path, status, summary] of [
      ['/api/vlive/room/start', 'live', '主播开播（需登录，仅本房主播）'],
      ['/api/vlive/room/stop', 'offline', '主播下播（需登录，仅本房主播）'],
    ] as const) {
      app.post(
        path,
        {
          config: { writeLimit: 'manage' },
          schema: { tags, summary, body: Type.Object({ id: RoomId }), response: responses(LiveRoomSchema) },
        },
        async (req) => {
          const userId = await requireUserId(req);
          const room = await roomOr404(app.db, req.body.id);
          if (room.anchorId !== userId) throw new AppError(ErrorCodes.FORBIDDEN, '只有本房主播可以开播或下播');
          const now = Date.now();
          await setRoomStatus(deps, room, status, { holdUntil: now + ANCHOR_HOLD_MS, nowMs: now });
          // an anchor still pushing after 下播 is cut now, not on the schedule's next pass
          if (status === 'offline') await opts.cut?.(room.id);
          return ok(toLiveRoom((await findRoom(app.db, room.id))!, viewersOf(app.hub, room.id)));
        },
      );
    }

    app.get(
      '/api/vlive/follow/list',
      {
        schema: {
          tags,
          summary: '我关注的主播的直播间，最近关注的在前（需登录）',
          response: responses(Type.Array(LiveRoomSchema)),
        },
      },
      async (req) => {
        const userId = await requireUserId(req);
        const follows = await vdb(app.db)
          .selectFrom('vlive_follows')
          .select('anchor_id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .execute();
        const order = new Map(follows.map((f, i) => [f.anchor_id, i]));
        const rooms = await roomsOfAnchors(app.db, [...order.keys()]);
        rooms.sort((a, b) => order.get(a.anchorId)! - order.get(b.anchorId)! || a.id - b.id);
        return ok(rooms.map((r) => toLiveRoom(r, viewersOf(app.hub, r.id))));
      },
    );

    app.post(
      VLIVE_PATHS.follow,
      {
        config: { writeLimit: 'reaction' },
        schema: {
          tags,
          summary: '关注/取消关注主播（需登录），答主播的粉丝数',
          body: contractBody(
            VLIVE_PATHS.follow,
            Type.Object({
              anchorId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
              follow: Type.Union([Type.Literal(0), Type.Literal(1)]),
            }),
          ),
          response: responses(Type.Object({ followers: Type.Integer(), following: Type.Boolean() })),
        },
      },
      async (req) => {
        const userId = await requireUserId(req);
        const { anchorId, follow } = req.body;
        const anchor = await vdb(app.db)
          .selectFrom('vlive_rooms')
          .select('anchor_id')
          .where('anchor_id', '=', anchorId)
          .executeTakeFirst();
        if (!anchor) throw new AppError(ErrorCodes.NOT_FOUND, '主播不存在');
        if (anchorId === userId) throw new AppError(ErrorCodes.PARAM_INVALID, '不能关注自己');
        if (follow === 1) {
          await vdb(app.db)
            .insertInto('vlive_follows')
            .values({ anchor_id: anchorId, user_id: userId })
            .onConflict((oc) => oc.columns(['anchor_id', 'user_id']).doNothing())
            .execute();
        } else {
          await vdb(app.db)
            .deleteFrom('vlive_follows')
            .where('anchor_id', '=', anchorId)
            .where('user_id', '=', userId)
            .execute();
        }
        const count = await vdb(app.db)
          .selectFrom('vlive_follows')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('anchor_id', '=', anchorId)
          .executeTakeFirstOrThrow();
        return ok({ followers: Number(count.n), following: follow === 1 });
      },
    );
  };

const roomRoutes: RoutePlugin = roomRoutesWith({});

export default roomRoutes;
