/**
 * The video-live plugin: its routes, the picture encoder (in the background, never delaying the
 * start) and the schedule that follows the live engine's fixtures. Registered after the live
 * plugin, whose TV list (`LIVE_PATHS.tvList`) it reads in-process (`app.inject`), like any client.
 * VLIVE_MEDIA_DIR: where encoded pictures are kept (default: beside the PGlite folder, or the
 * system temp folder for an in-memory database); VLIVE_SCHEDULE_MS: the schedule's period.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_PATHS, type TvMatch } from '@kickoff/shared/contracts';
import type { Config } from '../config';
import type { RoutePlugin } from '../typebox';
import chatRoutes from './chat-routes';
import giftRoutes from './gift-routes';
import { Encoder } from './media/encoder';
import { findFfmpeg, findFonts } from './media/ffmpeg';
import replayRoutes from './replay-routes';
import roomRoutes from './room-routes';
import { allRooms } from './rooms';
import { syncSchedule } from './schedule';
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

  await app.register(roomRoutes);
  await app.register(streamRoutes(encoder));
  await app.register(chatRoutes);
  await app.register(giftRoutes);
  await app.register(replayRoutes);

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
    timer = setInterval(() => void tick(), period);
    timer.unref();
    setTimeout(() => void tick(), 500).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await encoder.close();
  });
};

export default vlivePlugin;
