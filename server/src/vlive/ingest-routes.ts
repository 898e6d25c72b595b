/**
 * Anchors' own streams: the anchor makes (and remakes) their room's stream key, shown this once, or
 * revokes it; and, in the production topology, nginx-rtmp's on_publish / on_publish_done callbacks
 * (deploy/nginx/rtmp.conf), which check the key and have nginx relay the stream to its HLS
 * application under the room's random ingest key (so the HLS nginx writes, and every URL a fan
 * loads, carries that, never the stream key). The callbacks exist only with a callback secret
 * configured, which nginx sends as `?secret=`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok } from '@kickoff/shared/contracts';
import { RTMP_APP, VLIVE_PATHS, type StreamKeyIssued } from '@kickoff/shared/contracts/vlive';
import type { FastifyRequest } from 'fastify';
import { requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { anchorStreamLost, anchorStreamStarted } from './anchor-stream';
import { roomOr404 } from './room-routes';
import { findRoom, isAway } from './rooms';
import { RoomId } from './schemas';
import { hashOfStreamKey, revokeStreamKey, roomOfStreamKey, rotateStreamKey } from './stream-keys';
import { vdb } from './tables';

export interface IngestRouteOptions {
  /** the RTMP address anchors publish to, for this request (without the key) */
  server(req: FastifyRequest): string;
  /** ends the room's stream now coming in, if any (a revoked key) */
  cut?(roomId: number): Promise<void>;
  /** nginx-rtmp's callback secret; unset: no callback routes */
  callbackSecret?: string;
  /** where nginx relays an accepted stream, as `{relayUrl}/{ingest key}` (default rtmp://127.0.0.1:1935/hls) */
  relayUrl?: string;
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The RTMP address in `npm start`: this host at the ingest's port, or VLIVE_RTMP_PUBLIC_URL. */
export function rtmpServerUrl(port: () => number | null, env: NodeJS.ProcessEnv = process.env) {
  return (req: FastifyRequest) => {
    if (env.VLIVE_RTMP_PUBLIC_URL) return env.VLIVE_RTMP_PUBLIC_URL;
    const p = port();
    if (p === null) throw new AppError(ErrorCodes.VIDEO_NONE, '推流服务未开启');
    return `rtmp://${req.hostname.replace(/:\d+$/, '')}:${p}/${RTMP_APP}`;
  };
}

export function ingestRoutes(opts: IngestRouteOptions): RoutePlugin {
  return async (app) => {
    const tags = ['vlive'];
    const deps = { db: app.db, hub: app.hub };

    const ownRoom = async (req: FastifyRequest, id: number) => {
      const userId = await requireUserId(req);
      const room = await roomOr404(app.db, id);
      if (room.anchorId !== userId) throw new AppError(ErrorCodes.FORBIDDEN, '只有本房主播可以管理推流密钥');
      return room;
    };

    app.post(
      VLIVE_PATHS.streamKey,
      {
        config: { writeLimit: 'manage' },
        schema: {
          tags,
          summary: '主播生成新的推流密钥（旧密钥随即失效；只在此时显示一次；需登录，仅本房主播）',
          body: contractBody(VLIVE_PATHS.streamKey, Type.Object({ id: RoomId })),
          response: responses(Type.Object({ key: Type.String(), server: Type.String() })),
        },
      },
      async (req, reply) => {
        const room = await ownRoom(req, req.body.id);
        const server = opts.server(req);
        const issued: StreamKeyIssued = { key: await rotateStreamKey(app.db, room.id), server };
        void reply.header('Cache-Control', 'no-store');
        return ok(issued);
      },
    );

    app.post(
      VLIVE_PATHS.revokeStreamKey,
      {
        config: { writeLimit: 'manage' },
        schema: {
          tags,
          summary: '主播作废推流密钥（正在推的流随即断开；需登录，仅本房主播）',
          body: Type.Object({ id: RoomId }),
          response: responses(Type.Null()),
        },
      },
      async (req) => {
        const room = await ownRoom(req, req.body.id);
        await revokeStreamKey(app.db, room.id);
        await opts.cut?.(room.id);
        return ok(null);
      },
    );

    const secret = opts.callbackSecret;
    if (!secret) return;
    const Callback = {
      querystring: Type.Object({ secret: Type.String() }),
      body: Type.Object(
        { app: Type.String(), name: Type.String(), call: Type.Optional(Type.String()) },
        { additionalProperties: true },
      ),
    };
    const checkSecret = (given: string) => {
      if (!sameSecret(given, secret)) throw new AppError(ErrorCodes.FORBIDDEN, '没有权限', 403);
    };

    // nginx-rtmp: 2xx lets the publish go on, 3xx renames the stream to Location, 4xx refuses it
    app.post(
      VLIVE_PATHS.ingestPublish,
      { schema: { tags, summary: 'nginx-rtmp on_publish：校验推流密钥，把流改名为房间的随机标识', ...Callback } },
      async (req, reply) => {
        checkSecret(req.query.secret);
        if (req.body.app !== RTMP_APP) throw new AppError(ErrorCodes.NOT_FOUND, '推流地址不存在', 404);
        const roomId = await roomOfStreamKey(app.db, req.body.name);
        if (roomId === null) throw new AppError(ErrorCodes.FORBIDDEN, '推流密钥无效或已作废', 403);
        const room = await roomOr404(app.db, roomId);
        if (room.status === 'live' && room.ingestKey !== null && !isAway(room)) {
          throw new AppError(ErrorCodes.FORBIDDEN, '该直播间正在推流', 409);
        }
        const ingestKey = randomBytes(8).toString('hex');
        await anchorStreamStarted(deps, roomId, ingestKey);
        // an rtmp:// Location makes nginx relay the stream to its `hls` application under the new name
        const relay = opts.relayUrl ?? 'rtmp://127.0.0.1:1935/hls';
        return reply.code(302).header('Location', `${relay}/${ingestKey}`).send();
      },
    );

    // nginx-rtmp's on_update, every notify_update_timeout for each publisher: a 4xx drops it. A stream
    // whose key was revoked, or whose room went off air (下播, the operator closed it), ends here
    app.post(
      VLIVE_PATHS.ingestUpdate,
      { schema: { tags, summary: 'nginx-rtmp on_update：推流中的密钥作废或直播间已下播时断开推流', ...Callback } },
      async (req, reply) => {
        checkSecret(req.query.secret);
        if (req.body.app !== RTMP_APP || req.body.call === 'update_play') return reply.code(200).send();
        const roomId = await roomOfStreamKey(app.db, req.body.name);
        if (roomId === null) throw new AppError(ErrorCodes.FORBIDDEN, '推流密钥无效或已作废', 403);
        const room = await findRoom(app.db, roomId);
        if (!room || room.status !== 'live' || room.ingestKey === null) {
          throw new AppError(ErrorCodes.FORBIDDEN, '直播间已下播', 403);
        }
        return reply.code(200).send();
      },
    );

    app.post(
      VLIVE_PATHS.ingestPublishDone,
      { schema: { tags, summary: 'nginx-rtmp on_publish_done：主播断流，直播间显示主播暂时离开', ...Callback } },
      async (req, reply) => {
        checkSecret(req.query.secret);
        // nginx names the stream as it was published: by its key (even one revoked since)
        const roomId = await vdb(app.db)
          .selectFrom('vlive_stream_keys')
          .select('room_id')
          .where('key_hash', '=', hashOfStreamKey(req.body.name))
          .executeTakeFirst();
        const room = roomId && (await findRoom(app.db, roomId.room_id));
        if (room && room.ingestKey !== null) await anchorStreamLost(deps, room.id, room.ingestKey);
        return reply.code(200).send();
      },
    );
  };
}
