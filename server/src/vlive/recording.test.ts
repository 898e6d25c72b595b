/**
 * An anchor's broadcast is recorded and its replay plays the recording: a real RTMP push (the
 * bundled ffmpeg) through the vlive plugin's ingest, cut, pushed again, then the anchor stops. The
 * replay's VOD playlist lists every segment both pushes made (a discontinuity between them), their
 * lengths add up to what was pushed, and its chat lines show where the picture was when they were
 * sent (one sent while the anchor was away shows as the picture comes back). A recording past its
 * age is removed from disk and its replay is gone (回放已过期).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes, SUCCESS, type Envelope } from '@kickoff/shared/contracts';
import {
  ROOM_AWAY_TEXT,
  VLIVE_PATHS,
  type ReplayChatPage,
  type ReplayRow,
  type RoomStream,
  type StreamKeyIssued,
} from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { createSession } from '../auth/sessions';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { until } from '../test-support/until';
import { exited, rtmpPublishers } from '../test-support/child-processes';
import { findFfmpeg } from './media/ffmpeg';
import { parseHls } from './media/hls-file';
import { INGEST_PLAYLIST } from './media/ingest';
import vlivePlugin from './plugin';
import { removeOldRecordings } from './recordings';
import { REPLAY_EXPIRED_TEXT } from './replays';
import { allRooms, setRoomStatus, type RoomRecord } from './rooms';
import { seedVlive } from './seed';
import { vdb } from './tables';

const ffmpeg = findFfmpeg();
const maybe = ffmpeg ? test : test.skip;
const publishers = ffmpeg ? rtmpPublishers(ffmpeg) : null;
const push = (url: string) => publishers!.push(url);

let t: OpenTestDb;
let app: FastifyInstance | null = null;
let dir: string;
let room: RoomRecord;
let anchor: string;
let fan: number;

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, body?: Record<string, unknown>) {
  const res = await app!.inject({ method, url, headers: token ? { accesstoken: token } : {}, payload: body });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, text: res.body, body: (json ? res.json() : null) as Envelope<T> };
}

const streamOf = async (query = '') =>
  (await call<RoomStream>('GET', `${VLIVE_PATHS.stream}?id=${room.id}${query}`)).body;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** a fan's chat line in the room, sent now */
async function say(text: string) {
  await vdb(t.db)
    .insertInto('vlive_chat')
    .values({ room_id: room.id, user_id: fan, client_id: text, text, created_at: new Date() })
    .execute();
}
/** the segments (and their total ms) the stream in folder `key` has listed */
const folderOf = (key: string) => {
  const file = parseHls(readFileSync(path.join(dir, 'ingest', key, INGEST_PLAYLIST), 'utf8'));
  return {
    names: file.segments.map((s) => `${key}/${s.name}`),
    ms: file.segments.reduce((a, s) => a + s.seconds, 0) * 1000,
  };
};

beforeAll(async () => {
  if (!ffmpeg) return;
  dir = mkdtempSync(path.join(tmpdir(), 'kickoff-recording-'));
  process.env.VLIVE_MEDIA_DIR = dir;
  process.env.VLIVE_RTMP_PORT = '0';
  process.env.VLIVE_SCHEDULE_MS = '600000';
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [vlivePlugin] as never });
  await app.ready();
  await seedVlive(t.db, hub);
  const rooms = await allRooms(t.db);
  room = rooms.find((r) => r.matchId === null && !r.streamUrl)!;
  await setRoomStatus({ db: t.db, hub }, room, 'offline');
  fan = rooms.find((r) => r.anchorId !== room.anchorId)!.anchorId;
  anchor = await createSession(t.db, room.anchorId);
}, 180_000);

afterAll(async () => {
  publishers?.killAll();
  await app?.close();
  await t?.close();
  delete process.env.VLIVE_MEDIA_DIR;
  delete process.env.VLIVE_RTMP_PORT;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

maybe(
  'push, cut, push again, stop: the replay plays the recording with its chat in step; an old one is removed',
  async () => {
    const issued = (await call<StreamKeyIssued>('POST', VLIVE_PATHS.streamKey, anchor, { id: room.id })).body.data;
    const url = `${issued.server.replace('localhost', '127.0.0.1')}/${issued.key}`;
    const liveKey = async () => {
      const s = await streamOf();
      if (s.code !== SUCCESS) return undefined;
      const r = await vdb(t.db)
        .selectFrom('vlive_rooms')
        .select('ingest_key')
        .where('id', '=', room.id)
        .executeTakeFirst();
      return r!.ingest_key ?? undefined;
    };

    // the first push: on air, a line is said after a few seconds of it
    let pusher = push(url);
    const first = await until(liveKey, 20_000);
    await sleep(3000);
    await say('第一段');
    await sleep(1500);
    // it is cut: the anchor is away for a while, and a line is said meanwhile
    pusher.kill('SIGKILL');
    await until(async () => ((await streamOf()).msg === ROOM_AWAY_TEXT ? true : undefined), 15_000);
    await sleep(1500);
    await say('离开时');
    await sleep(1500);
    // pushed again: a new stream, in the same broadcast
    pusher = push(url);
    const second = await until(async () => {
      const k = await liveKey();
      return k && k !== first ? k : undefined;
    }, 20_000);
    await sleep(2500);
    await say('第二段');
    await sleep(2000);
    pusher.kill('SIGKILL');
    await exited(pusher);
    await until(async () => ((await streamOf()).msg === ROOM_AWAY_TEXT ? true : undefined), 15_000);
    expect((await call('POST', '/api/vlive/room/stop', anchor, { id: room.id })).body.code).toBe(SUCCESS);

    // the broadcast, with both streams, ended
    const broadcast = await vdb(t.db)
      .selectFrom('vlive_broadcasts')
      .selectAll()
      .where('room_id', '=', room.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(broadcast.ended_at).not.toBeNull();
    const streams = await vdb(t.db)
      .selectFrom('vlive_broadcast_streams')
      .select('ingest_key')
      .where('broadcast_id', '=', broadcast.id)
      .orderBy('started_at')
      .execute();
    expect(streams.map((s) => s.ingest_key)).toEqual([first, second]);
    // listed among the replays, though shorter than a minute: it is the anchor's own broadcast
    const listed0 = (await call<ReplayRow[]>('GET', VLIVE_PATHS.replays)).body.data;
    expect(listed0.find((r) => r.replay.id === broadcast.id)?.room.id).toBe(room.id);

    // the replay is the recording: every segment of both streams, in order, one discontinuity between them
    const replay = await streamOf(`&replay=${broadcast.id}`);
    expect(replay.code).toBe(SUCCESS);
    expect(replay.data).toMatchObject({
      kind: 'vod',
      url: `${VLIVE_PATHS.hls(room.id)}/vod.m3u8?replay=${broadcast.id}`,
    });
    const vod = await call('GET', replay.data.url);
    expect(vod.status).toBe(200);
    expect(vod.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(vod.text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(vod.text).not.toContain(issued.key);
    const a = folderOf(first);
    const b = folderOf(second);
    // each push's ffmpeg finished on its own when the push ended: it wrote the last, short segment
    for (const key of [first, second]) {
      expect(readFileSync(path.join(dir, 'ingest', key, INGEST_PLAYLIST), 'utf8')).toContain('#EXT-X-ENDLIST');
    }
    const listed = parseHls(vod.text);
    const lines = vod.text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual([...a.names, ...b.names]);
    // the lengths add up: each push's recording is about as long as it was pushed (4.5 s, ~4.5 s;
    // a second lost at most to each cut)
    const total = listed.segments.reduce((sum, s) => sum + s.seconds, 0) * 1000;
    expect(total).toBeCloseTo(a.ms + b.ms, -1);
    expect(a.ms).toBeGreaterThanOrEqual(3000);
    expect(a.ms).toBeLessThanOrEqual(7000);
    expect(b.ms).toBeGreaterThanOrEqual(3000);
    expect(b.ms).toBeLessThanOrEqual(7000);
    // every segment is there to play
    for (const line of lines) {
      const seg = await app!.inject({ method: 'GET', url: `${VLIVE_PATHS.hls(room.id)}/${line}` });
      expect(seg.statusCode).toBe(200);
      expect(seg.rawPayload[0]).toBe(0x47);
    }

    // the chat follows the picture: the away time is not in the video
    const chat = (await call<ReplayChatPage>('GET', `${VLIVE_PATHS.replayChat}?id=${broadcast.id}&from=0&to=600000`))
      .body.data;
    const at = Object.fromEntries(chat.list.map((l) => [l.text, l.offset]));
    expect(Object.keys(at)).toEqual(['第一段', '离开时', '第二段']);
    // said 3 s into the first push, whose first segment was written a second or so in
    expect(at['第一段']).toBeGreaterThanOrEqual(1500);
    expect(at['第一段']).toBeLessThanOrEqual(a.ms);
    // said while away: shown as the second push's picture begins, right after the first's end
    expect(at['离开时']).toBe(Math.round(a.ms));
    // said 2.5 s into the second push
    expect(at['第二段']! - a.ms).toBeGreaterThanOrEqual(1000);
    expect(at['第二段']).toBeLessThanOrEqual(total);
    // a window of the video holds just the lines shown in it
    const windowed = (
      await call<ReplayChatPage>(
        'GET',
        `${VLIVE_PATHS.replayChat}?id=${broadcast.id}&from=${Math.round(a.ms)}&to=${Math.round(a.ms) + 1}`,
      )
    ).body.data;
    expect(windowed.list.map((l) => l.text)).toEqual(['离开时']);

    // a month and more later, the periodic pass removes the recording: its folders go, its replay with them
    await vdb(t.db)
      .updateTable('vlive_broadcasts')
      .set({ started_at: new Date(Date.now() - 41 * 86_400_000), ended_at: new Date(Date.now() - 40 * 86_400_000) })
      .where('id', '=', broadcast.id)
      .execute();
    const ingestDir = path.join(dir, 'ingest');
    expect(await removeOldRecordings(t.db, ingestDir, Date.now() - 50 * 86_400_000)).toEqual([]);
    expect(existsSync(path.join(ingestDir, first))).toBe(true);
    expect(await removeOldRecordings(t.db, ingestDir, Date.now() - 30 * 86_400_000)).toEqual([broadcast.id]);
    expect(readdirSync(ingestDir).filter((k) => k === first || k === second)).toEqual([]);
    const gone = await streamOf(`&replay=${broadcast.id}`);
    expect(gone).toMatchObject({ code: ErrorCodes.NOT_FOUND, msg: REPLAY_EXPIRED_TEXT });
    const list = (await call<ReplayRow[]>('GET', VLIVE_PATHS.replays)).body.data;
    expect(list.some((r) => r.replay.id === broadcast.id)).toBe(false);
    // a generated room's broadcast has no recording: the pass leaves it alone
    expect(await removeOldRecordings(t.db, ingestDir, Date.now())).toEqual([]);
  },
  120_000,
);
