/**
 * The video-live plugin: its routes, the picture encoder (in the background, never delaying the
 * start) and the schedule that follows the live engine's fixtures. Registered after the live
 * plugin, whose TV list (`LIVE_PATHS.tvList`) it reads in-process (`app.inject`), like any client.
 * VLIVE_MEDIA_DIR: where encoded pictures are kept (default: beside the PGlite folder, or the
 * system temp folder for an in-memory database); VLIVE_SCHEDULE_MS: the schedule's period.
 * Anchors' streams: VLIVE_RTMP_PORT starts the RTMP ingest (media/ingest.ts) on that port of
 * VLIVE_RTMP_HOST (default loopback; `npm start` sets 1935); VLIVE_INGEST_DIR is where streams'
 * HLS is written (default `ingest` in the media folder; nginx-rtmp's hls_path in the production
 * topology, with VLIVE_INGEST_SECRET for its callbacks and VLIVE_INGEST_RELAY_URL for where it relays
 * accepted streams — deploy/nginx/rtmp.conf); VLIVE_AWAY_END_S: how long an anchor may
 * stay away (主播暂时离开) before the broadcast is ended (default 600). Every stream an anchor pushes is
 * kept in full as its broadcast's recording (the replay plays it); VLIVE_RECORDING_MAX_DAYS: after
 * how many days from its end a recording is removed, and its replay with it (default 30; fractions allowed).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_PATHS, type TvMatch } from '@kickoff/shared/contracts';
import type { Config } from '../config';
import type { RoutePlugin } from '../typebox';
import chatRoutes from './chat-routes';
import giftRoutes from './gift-routes';
import { anchorStreamLost, anchorStreamStarted, endAbandonedStreams } from './anchor-stream';
import { ingestRoutes, rtmpServerUrl } from './ingest-routes';
import { Encoder } from './media/encoder';
import { findFfmpeg, findFonts } from './media/ffmpeg';
import { Ingest } from './media/ingest';
import { RECORDING_MAX_DAYS, removeOldRecordings } from './recordings';
import { replayRoutes } from './replay-routes';
import { roomRoutesWith } from './room-routes';
import { allRooms, roomsByIds } from './rooms';
import { syncSchedule } from './schedule';
import { staffRoomRoutes } from './staff-room-routes';
import { roomOfStreamKey } from './stream-keys';
import { pictureOf, streamRoutes } from './stream-routes';

function mediaDir(config: Pick<Config, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.VLIVE_MEDIA_DIR) return env.VLIVE_MEDIA_DIR;
  if (config.dataDir === ':memory:') return path.join(tmpdir(), 'kickoff-vlive-media');
  return path.join(path.dirname(config.dataDir), 'vlive-media');
}

const vlivePlugin: RoutePlugin = async (app) => {
  const ffmpeg = findFfmpeg();
  const encoder = new Encoder({ dir: mediaDir(app.config), ffmpeg, fonts: findFonts(), log: app.log });
  if (!ffmpeg) app.log.warn({}, 'vlive: no ffmpeg found; rooms answer 20001 (no video) until one is installed');
  const deps = { db: app.db, hub: app.hub };
  const env = process.env;
  const ingestDir = env.VLIVE_INGEST_DIR || path.join(mediaDir(app.config), 'ingest');
  const rtmpPort = env.VLIVE_RTMP_PORT ? Number(env.VLIVE_RTMP_PORT) : null;
  const ingest =
    rtmpPort !== null && ffmpeg
      ? new Ingest({
          port: rtmpPort,
          host: env.VLIVE_RTMP_HOST || '127.0.0.1',
          dir: ingestDir,
          ffmpeg,
          authorize: (key) => roomOfStreamKey(app.db, key),
          events: {
            live: (roomId, key) => anchorStreamStarted(deps, roomId, key),
            lost: (roomId, key) => anchorStreamLost(deps, roomId, key),
          },
          log: app.log,
        })
      : null;
  let ingestPort: number | null = null;
  const awayEndMs = (Number(env.VLIVE_AWAY_END_S) || 600) * 1000;
  const recordingMaxMs = (Number(env.VLIVE_RECORDING_MAX_DAYS) || RECORDING_MAX_DAYS) * 86_400_000;

  const cut = async (roomId: number) => ingest?.cut(roomId);
  await app.register(roomRoutesWith({ cut }));
  await app.register(streamRoutes(encoder, { ingestDir }));
  await app.register(
    ingestRoutes({
      server: rtmpServerUrl(() => ingestPort),
      cut,
      callbackSecret: env.VLIVE_INGEST_SECRET,
      relayUrl: env.VLIVE_INGEST_RELAY_URL,
    }),
  );
  await app.register(staffRoomRoutes({ server: rtmpServerUrl(() => ingestPort), cut }));
  await app.register(chatRoutes);
  await app.register(giftRoutes);
  await app.register(replayRoutes({ ingestDir }));

  const period = Number(process.env.VLIVE_SCHEDULE_MS) || 15_000;
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const res = await app.inject({ method: 'GET', url: LIVE_PATHS.tvList });
      const tv = res.statusCode === 200 ? ((res.json() as { data: TvMatch[] | null }).data ?? []) : [];
      await syncSchedule(deps, tv, Date.now());
      // an anchor away too long ends the broadcast; a stream whose room went off air is cut
      await endAbandonedStreams(deps, Date.now() - awayEndMs);
      // recordings past their age are removed, and their replays with them
      await removeOldRecordings(app.db, ingestDir, Date.now() - recordingMaxMs);
      if (ingest) {
        const streaming = await roomsByIds(app.db, ingest.liveRooms());
        for (const room of streaming) if (room.status !== 'live' || room.ingestKey === null) await ingest.cut(room.id);
      }
      // rooms on air get their picture ready before a fan asks (one encode at a time, in the background);
      // replays are encoded when first opened, so a long history of them costs no disk until watched
      for (const room of await allRooms(app.db)) if (room.status === 'live') pictureOf(encoder, room);
    } catch (err) {
      app.log.warn({ err: String(err) }, 'vlive: schedule pass failed; trying again next period');
    } finally {
      busy = false;
    }
  };
  app.addHook('onReady', async () => {
    if (ingest) {
      try {
        ingestPort = await ingest.start();
        app.log.info({ port: ingestPort }, 'vlive: RTMP ingest listening');
        // no stream outlives the process that received it: rooms left receiving one show their anchor away
        for (const room of await allRooms(app.db)) {
          if (room.ingestKey !== null) await anchorStreamLost(deps, room.id, room.ingestKey);
        }
      } catch (err) {
        app.log.error({ err: String(err) }, 'vlive: the RTMP ingest could not start; anchors cannot go live');
      }
    }
    timer = setInterval(() => void tick(), period);
    timer.unref();
    setTimeout(() => void tick(), 500).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await Promise.all([encoder.close(), ingest?.close()]);
  });
};

export default vlivePlugin;
