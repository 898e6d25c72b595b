/**
 * Video: `GET /api/vlive/stream?id=` says where a room's picture is (20001 while there is none),
 * and the HLS files themselves — a live room's sliding-window playlist (cacheable for its target
 * duration, so a CDN answers the repeats), a replay's VOD playlist (`?replay={id}`, else a replay
 * room's last one: an anchor's broadcast plays its recording, recordings.ts; a generated one its
 * loop for as long as it ran) and the segments (immutable, cached for good). Their request budgets
 * count viewers, not addresses (media-budget.ts).
 */
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok } from '@kickoff/shared/contracts';
import {
  HLS_LIVE_WINDOW,
  HLS_SEGMENT_SECONDS,
  HLS_VIEWER_PATTERN,
  ROOM_AWAY_TEXT,
  VLIVE_PATHS,
  type RoomReplay,
  type RoomStream,
} from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';
import { MEDIA_BUDGETS, mediaLimits, type MediaBudgets } from './media-budget';
import type { Encoder, EncodeState } from './media/encoder';
import { liveWindow, readHls } from './media/hls-file';
import { livePlaylist, targetDuration, vodPlaylist } from './media/playlist';
import { INGEST_PLAYLIST } from './media/ingest';
import { isAway, type RoomRecord } from './rooms';
import { recordingOf, recordingPlaylist } from './recordings';
import { lastReplay, replayOr404, replaySeconds } from './replays';
import { roomOr404 } from './room-routes';
import { RoomId, StreamSchema } from './schemas';

export function pictureOf(encoder: Encoder, room: RoomRecord): EncodeState {
  return encoder.request({ roomId: room.id, title: room.title });
}

/** The playlist of an anchor's own stream (its folder under `ingestDir`), or null while there is none. */
function ingestPlaylist(ingestDir: string, room: RoomRecord): string | null {
  if (room.status !== 'live' || room.ingestKey === null) return null;
  const file = path.join(ingestDir, room.ingestKey, INGEST_PLAYLIST);
  return existsSync(file) ? file : null;
}

/**
 * Where the room's video is, or VIDEO_NONE: offline; the anchor's own stream on air but its signal
 * lost (ROOM_AWAY_TEXT) or its first segment not made yet; the generated picture not encoded yet
 * (which starts it).
 */
function streamOf(
  encoder: Encoder,
  ingestDir: string,
  room: RoomRecord,
  replay?: RoomReplay,
  recorded = false,
): RoomStream {
  if (room.status === 'offline' && !replay) throw new AppError(ErrorCodes.VIDEO_NONE, '主播暂未开播');
  // an anchor's broadcast plays its recording
  if (replay && recorded)
    return { kind: 'vod', url: `${VLIVE_PATHS.hls(room.id)}/vod.m3u8?replay=${replay.id}`, replay };
  if (!replay && room.status === 'live' && room.ingestKey !== null) {
    if (isAway(room)) throw new AppError(ErrorCodes.VIDEO_NONE, ROOM_AWAY_TEXT);
    if (!ingestPlaylist(ingestDir, room)) throw new AppError(ErrorCodes.VIDEO_NONE, '视频准备中');
    return { kind: 'live', url: `${VLIVE_PATHS.hls(room.id)}/live.m3u8` };
  }
  if (room.streamUrl) return { kind: 'external', url: room.streamUrl };
  if (pictureOf(encoder, room).state !== 'ready') throw new AppError(ErrorCodes.VIDEO_NONE, '视频准备中');
  if (replay) return { kind: 'vod', url: `${VLIVE_PATHS.hls(room.id)}/vod.m3u8?replay=${replay.id}`, replay };
  const kind = room.status === 'live' ? 'live' : 'vod';
  return { kind, url: `${VLIVE_PATHS.hls(room.id)}/${kind}.m3u8` };
}

/** The replay asked for (which must be the room's), else a replay room's last one. */
async function replayOf(db: Db, room: RoomRecord, id: number | undefined): Promise<RoomReplay | undefined> {
  if (id === undefined) return room.status === 'replay' ? lastReplay(db, room.id) : undefined;
  const replay = await replayOr404(db, id);
  if (replay.roomId !== room.id) throw new AppError(ErrorCodes.NOT_FOUND, '回放不存在或直播尚未结束');
  return replay;
}

/** a player's viewer id (HLS_VIEWER_PARAM), on any of its HLS requests */
const Viewer = Type.Optional(Type.String({ pattern: HLS_VIEWER_PATTERN }));

export interface StreamRouteOptions {
  now?: () => number;
  budgets?: MediaBudgets;
  /**
   * where anchors' streams are written as HLS, one folder per stream named by the room's ingest key
   * (media/ingest.ts, or nginx-rtmp's hls_path with hls_nested); default: none
   */
  ingestDir?: string;
}

export function streamRoutes(encoder: Encoder, opts: StreamRouteOptions = {}): RoutePlugin {
  const now = opts.now ?? Date.now;
  const ingestDir = opts.ingestDir ?? '';
  /** the folder of a segment's key: a generated picture's, or an anchor's stream */
  const folderByKey = (key: string) => {
    const picture = encoder.folderByKey(key);
    if (picture || !ingestDir) return picture;
    const folder = path.join(ingestDir, key);
    return existsSync(folder) ? folder : null;
  };
  return async (app) => {
    const tags = ['vlive'];
    const limits = mediaLimits(app, opts.budgets ?? MEDIA_BUDGETS);

    app.get(
      '/api/vlive/stream',
      {
        schema: {
          tags,
          summary: '直播间视频地址（20001：暂无视频）；replay：该房间一场已结束直播的回放',
          querystring: Type.Object({ id: RoomId, replay: Type.Optional(RoomId) }),
          response: responses(StreamSchema),
        },
      },
      async (req) => {
        const room = await roomOr404(app.db, req.query.id);
        const replay = await replayOf(app.db, room, req.query.replay);
        const recorded = replay !== undefined && (await recordingOf(app.db, ingestDir, replay)) !== null;
        return ok(streamOf(encoder, ingestDir, room, replay, recorded));
      },
    );

    app.get(
      '/api/vlive/hls/:id/:kind.m3u8',
      {
        ...limits(),
        schema: {
          tags,
          summary: 'HLS 播放列表：live 滑动窗口直播（可缓存一个目标时长）/ vod 回放；viewer：播放器的观众标识',
          params: Type.Object({ id: RoomId, kind: Type.Union([Type.Literal('live'), Type.Literal('vod')]) }),
          querystring: Type.Object({ replay: Type.Optional(RoomId), viewer: Viewer }),
        },
      },
      async (req, reply) => {
        const room = await roomOr404(app.db, req.params.id);
        const wanted = req.params.kind === 'live' ? 'live' : 'replay';
        const replay = wanted === 'replay' ? await replayOf(app.db, room, req.query.replay) : undefined;
        const ingested = wanted === 'live' ? ingestPlaylist(ingestDir, room) : null;
        const file = ingested && readHls(ingested);
        if (file) {
          // the anchor's stream: the last segments of ffmpeg's (or nginx's) playlist, changing once a segment
          return reply
            .type('application/vnd.apple.mpegurl')
            .header('Cache-Control', `public, max-age=${HLS_SEGMENT_SECONDS}`)
            .send(liveWindow(file, HLS_LIVE_WINDOW, `${room.ingestKey}/`));
        }
        const recording = replay && (await recordingOf(app.db, ingestDir, replay));
        if (recording) {
          return reply
            .type('application/vnd.apple.mpegurl')
            .header('Cache-Control', 'public, max-age=60')
            .send(recordingPlaylist(recording));
        }
        if (wanted === 'live' && room.ingestKey !== null) throw new AppError(ErrorCodes.VIDEO_NONE, '暂无视频', 404);
        const picture = pictureOf(encoder, room);
        if ((room.status !== wanted && !replay) || picture.state !== 'ready') {
          throw new AppError(ErrorCodes.VIDEO_NONE, '暂无视频', 404);
        }
        const base = `${path.basename(picture.folder)}/`;
        // rooms are not all at the same point of their loop
        const text =
          wanted === 'live'
            ? livePlaylist(picture.loop, now(), HLS_LIVE_WINDOW, base, room.id * 7_000)
            : vodPlaylist(picture.loop, base, replay && replaySeconds(replay, picture.loop.segmentSeconds));
        // a live playlist changes once a target duration: that long, any cache may answer with it
        const maxAge = wanted === 'live' ? targetDuration(picture.loop) : 60;
        return reply
          .type('application/vnd.apple.mpegurl')
          .header('Cache-Control', `public, max-age=${maxAge}`)
          .send(text);
      },
    );

    app.get(
      '/api/vlive/hls/:id/:key/:segment',
      {
        ...limits(),
        compress: false,
        schema: {
          tags,
          summary: 'HLS 分片（MPEG-TS，内容不变）；viewer：播放器的观众标识',
          params: Type.Object({
            id: RoomId,
            key: Type.String({ pattern: '^[0-9a-f]{16}$' }),
            segment: Type.String({ pattern: '^(seg)?[0-9]{1,9}\\.ts$' }),
          }),
          querystring: Type.Object({ viewer: Viewer }),
        },
      },
      async (req, reply) => {
        const folder = folderByKey(req.params.key);
        const file = folder && path.join(folder, req.params.segment);
        if (!file || !existsSync(file)) throw new AppError(ErrorCodes.VIDEO_NONE, '暂无视频', 404);
        return reply
          .type('video/mp2t')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(createReadStream(file));
      },
    );
  };
}
