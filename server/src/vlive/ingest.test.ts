/**
 * An anchor goes live with a real RTMP stream (the bundled ffmpeg pushing a test pattern) through the
 * vlive plugin's ingest on a loopback port: the key is made by the anchor alone and stored hashed; a
 * wrong key is refused; the pushed stream becomes the room's live HLS (segments fans can fetch, no
 * key in any of it), the room goes on air by push and the anchor's followers get a notice; cutting
 * the push shows 主播暂时离开 (pushed), pushing again brings the picture back; revoking the key cuts
 * the stream and refuses the key; closing the server leaves no ffmpeg behind. nginx-rtmp's callbacks
 * (the production topology) check the key, relay under a random name and show the end as away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes, MessageCodes, SUCCESS, type Envelope, type ServerMessage } from '@kickoff/shared/contracts';
import {
  ROOM_AWAY_TEXT,
  ROOM_LIST_TOPIC,
  VLIVE_PATHS,
  type RoomDetail,
  type RoomStream,
  type StreamKeyIssued,
} from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { createSession } from '../auth/sessions';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { until } from '../test-support/until';
import { exited, ffmpegChildren, rtmpPublishers } from '../test-support/child-processes';
import { findFfmpeg } from './media/ffmpeg';
import vlivePlugin from './plugin';
import { allRooms, setRoomStatus, type RoomRecord } from './rooms';
import { seedVlive } from './seed';
import { vdb } from './tables';

const ffmpeg = findFfmpeg();
const SECRET = 'nginx-callback-secret';
const maybe = ffmpeg ? test : test.skip;
const publishers = ffmpeg ? rtmpPublishers(ffmpeg) : null;
const push = (url: string) => publishers!.push(url);

let t: OpenTestDb;
let app: FastifyInstance | null = null;
let dir: string;
let room: RoomRecord;
let anchor: string;
let follower: number;
const pushes: Array<{ topic: string; msg: ServerMessage }> = [];

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, body?: Record<string, unknown>) {
  const res = await app!.inject({ method, url, headers: token ? { accesstoken: token } : {}, payload: body });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, text: res.body, body: (json ? res.json() : null) as Envelope<T> };
}

const streamOf = async () => (await call<RoomStream>('GET', `${VLIVE_PATHS.stream}?id=${room.id}`)).body;
const statusPushes = (away: boolean) =>
  pushes.filter(
    (p) =>
      p.topic === `room:${room.id}` &&
      p.msg.code === MessageCodes.ROOM_CHAT &&
      (p.msg.data as { kind: string; away?: boolean }).kind === 'status' &&
      (p.msg.data as { away?: boolean }).away === away,
  );

beforeAll(async () => {
  if (!ffmpeg) return;
  dir = mkdtempSync(path.join(tmpdir(), 'kickoff-ingest-'));
  process.env.VLIVE_MEDIA_DIR = dir;
  process.env.VLIVE_RTMP_PORT = '0';
  process.env.VLIVE_SCHEDULE_MS = '600000';
  process.env.VLIVE_INGEST_SECRET = SECRET;
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  const publish = hub.publish.bind(hub);
  hub.publish = (topic, msg) => {
    pushes.push({ topic, msg });
    publish(topic, msg);
  };
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [vlivePlugin] as never });
  await app.ready();
  await seedVlive(t.db, hub);
  const rooms = await allRooms(t.db);
  room = rooms.find((r) => r.matchId === null && !r.streamUrl)!;
  // off air to begin with, and followed by another anchor who has had no notice of it today
  await setRoomStatus({ db: t.db, hub }, room, 'offline');
  follower = rooms.find((r) => r.anchorId !== room.anchorId)!.anchorId;
  await vdb(t.db)
    .insertInto('vlive_follows')
    .values({ anchor_id: room.anchorId, user_id: follower })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await t.db.deleteFrom('notices').where('user_id', '=', follower).execute();
  anchor = await createSession(t.db, room.anchorId);
}, 180_000);

afterAll(async () => {
  publishers?.killAll();
  await app?.close();
  await t?.close();
  delete process.env.VLIVE_MEDIA_DIR;
  delete process.env.VLIVE_RTMP_PORT;
  delete process.env.VLIVE_INGEST_SECRET;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

maybe(
  'nginx-rtmp callbacks: the key is checked, the stream relayed under a random name, its end shown as away',
  async () => {
    const other = (await allRooms(t.db)).find((r) => r.id !== room.id && r.matchId === null)!;
    const key = (
      await call<StreamKeyIssued>('POST', VLIVE_PATHS.streamKey, await createSession(t.db, other.anchorId), {
        id: other.id,
      })
    ).body.data.key;
    const nginx = (url: string, name: string, secret = SECRET) =>
      app!.inject({
        method: 'POST',
        url: `${url}?secret=${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `app=live&flashver=FMLE&addr=127.0.0.1&clientid=5&call=publish&name=${name}&type=live`,
      });
    expect((await nginx(VLIVE_PATHS.ingestPublish, key, 'wrong')).statusCode).toBe(403);
    expect((await nginx(VLIVE_PATHS.ingestPublish, `sk_${'z'.repeat(32)}`)).statusCode).toBe(403);
    const accepted = await nginx(VLIVE_PATHS.ingestPublish, key);
    expect(accepted.statusCode).toBe(302);
    const relayed = /^rtmp:\/\/127\.0\.0\.1:1935\/hls\/([0-9a-f]{16})$/.exec(String(accepted.headers.location));
    expect(relayed).not.toBeNull();
    const onAir = (await call<RoomDetail>('GET', `${VLIVE_PATHS.room}?id=${other.id}`)).body.data;
    expect(onAir).toMatchObject({ status: 'live', away: false });
    // a second publish while the first runs is refused: one stream per room
    expect((await nginx(VLIVE_PATHS.ingestPublish, key)).statusCode).toBe(409);
    expect((await nginx(VLIVE_PATHS.ingestPublishDone, key)).statusCode).toBe(200);
    const away = (await call<RoomStream>('GET', `${VLIVE_PATHS.stream}?id=${other.id}`)).body;
    expect(away).toMatchObject({ code: ErrorCodes.VIDEO_NONE, msg: ROOM_AWAY_TEXT });
  },
);

maybe(
  'an anchor who stops (下播) while still pushing is cut at once; nginx-rtmp is told to drop such a publisher',
  async () => {
    const other = (await allRooms(t.db)).find((r) => r.id !== room.id && r.matchId === null)!;
    const token = await createSession(t.db, other.anchorId);
    const issued = (await call<StreamKeyIssued>('POST', VLIVE_PATHS.streamKey, token, { id: other.id })).body.data;
    // nginx-rtmp's on_update for a publisher of `name`: 2xx lets it go on, 4xx drops it
    const update = (name: string, call = 'update_publish') =>
      app!.inject({
        method: 'POST',
        url: `${VLIVE_PATHS.ingestUpdate}?secret=${SECRET}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `app=live&flashver=FMLE&addr=127.0.0.1&clientid=7&call=${call}&time=4&timestamp=4000&name=${name}`,
      });
    const pusher = push(`${issued.server.replace('localhost', '127.0.0.1')}/${issued.key}`);
    await until(async () => {
      const s = (await call<RoomStream>('GET', `${VLIVE_PATHS.stream}?id=${other.id}`)).body;
      return s.code === SUCCESS ? s.data : undefined;
    }, 20_000);
    expect((await update(issued.key)).statusCode).toBe(200);
    expect((await update(`sk_${'z'.repeat(32)}`)).statusCode).toBe(403);
    const wrongSecret = await app!.inject({
      method: 'POST',
      url: `${VLIVE_PATHS.ingestUpdate}?secret=wrong`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `app=live&call=update_publish&name=${issued.key}`,
    });
    expect(wrongSecret.statusCode).toBe(403);

    // 下播 while the push goes on: the publisher is dropped by the stop itself (the schedule's pass,
    // which also cuts such a stream, is 10 minutes away in this test)
    const stopped = Date.now();
    expect((await call('POST', VLIVE_PATHS.stop, token, { id: other.id })).body.code).toBe(SUCCESS);
    expect(await exited(pusher)).not.toBe(0);
    expect(Date.now() - stopped).toBeLessThan(5_000);
    await until(async () => (ffmpegChildren().length === 0 ? true : undefined), 10_000, 100);
    expect((await call<RoomDetail>('GET', `${VLIVE_PATHS.room}?id=${other.id}`)).body.data.status).toBe('offline');
    // nginx-rtmp's next on_update for that key drops its publisher too; a player's update is let be
    expect((await update(issued.key)).statusCode).toBe(403);
    expect((await update(issued.key, 'update_play')).statusCode).toBe(200);
    // and once the key is revoked, whatever the room's state
    await call('POST', VLIVE_PATHS.start, token, { id: other.id });
    await call('POST', VLIVE_PATHS.revokeStreamKey, token, { id: other.id });
    expect((await update(issued.key)).statusCode).toBe(403);
  },
  60_000,
);

maybe(
  'a keyed RTMP push becomes the room live HLS; a cut shows 主播暂时离开 and a new push brings it back',
  async () => {
    // only the room's anchor makes its key; the key is shown once and kept only as a hash
    const stranger = await createSession(t.db, follower);
    expect((await call('POST', VLIVE_PATHS.streamKey, stranger, { id: room.id })).body.code).toBe(ErrorCodes.FORBIDDEN);
    const issued = (await call<StreamKeyIssued>('POST', VLIVE_PATHS.streamKey, anchor, { id: room.id })).body.data;
    expect(issued.server).toMatch(/^rtmp:\/\/localhost:\d+\/live$/);
    const stored = await vdb(t.db).selectFrom('vlive_stream_keys').selectAll().where('room_id', '=', room.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).not.toContain(issued.key);
    const base = issued.server.replace('localhost', '127.0.0.1');

    // a wrong key: the connection is dropped and the room stays off air
    const wrong = push(`${base}/sk_${'x'.repeat(32)}`);
    expect(await exited(wrong)).not.toBe(0);
    expect((await streamOf()).code).toBe(ErrorCodes.VIDEO_NONE);

    // the right key: the room goes live by push, its playlist lists fetchable MPEG-TS segments
    let pusher = push(`${base}/${issued.key}`);
    const live = await until(async () => {
      const s = await streamOf();
      return s.code === SUCCESS ? s.data : undefined;
    }, 20_000);
    expect(live.kind).toBe('live');
    expect(statusPushes(false).length).toBeGreaterThan(0);
    expect(pushes.some((p) => p.topic === ROOM_LIST_TOPIC)).toBe(true);
    const playlist = await call('GET', live.url);
    expect(playlist.status).toBe(200);
    expect(playlist.text).toContain('#EXTINF');
    expect(playlist.text).not.toContain(issued.key);
    const first = playlist.text.split('\n').find((l) => l && !l.startsWith('#'))!;
    const segment = await app!.inject({ method: 'GET', url: `${VLIVE_PATHS.hls(room.id)}/${first}` });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47);
    const notices = await t.db.selectFrom('notices').selectAll().where('user_id', '=', follower).execute();
    expect(notices.map((n) => n.kind)).toEqual(['live']);

    // one stream per room: the same key pushed a second time is refused
    const second = push(`${base}/${issued.key}`);
    expect(await exited(second)).not.toBe(0);

    // the push is cut: the room stays on air and says the anchor is away, by push
    pusher.kill('SIGKILL');
    await until(async () => ((await streamOf()).msg === ROOM_AWAY_TEXT ? true : undefined), 15_000);
    const detail = (await call<RoomDetail>('GET', `${VLIVE_PATHS.room}?id=${room.id}`)).body.data;
    expect(detail).toMatchObject({ status: 'live', away: true });
    expect(statusPushes(true).length).toBeGreaterThan(0);

    // the anchor pushes again: the picture comes back on its own
    const backBefore = statusPushes(false).length;
    pusher = push(`${base}/${issued.key}`);
    const again = await until(async () => {
      const s = await streamOf();
      return s.code === SUCCESS ? s.data : undefined;
    }, 20_000);
    expect(again.kind).toBe('live');
    expect(statusPushes(false).length).toBeGreaterThan(backBefore);
    const resumed = await call('GET', again.url);
    expect(resumed.text).toContain('#EXTINF');
    expect((await call<RoomDetail>('GET', `${VLIVE_PATHS.room}?id=${room.id}`)).body.data.away).toBe(false);

    // the anchor revokes the key: the stream is cut (its ffmpeg with it) and the key no longer publishes
    expect(ffmpegChildren().length).toBeGreaterThanOrEqual(2);
    expect((await call('POST', VLIVE_PATHS.revokeStreamKey, anchor, { id: room.id })).body.code).toBe(SUCCESS);
    await exited(pusher);
    await until(async () => (ffmpegChildren().length === 0 ? true : undefined), 10_000, 100);
    expect(await exited(push(`${base}/${issued.key}`))).not.toBe(0);

    // closing the server leaves no ffmpeg running
    await app!.close();
    app = null;
    expect(ffmpegChildren()).toEqual([]);
  },
  90_000,
);
