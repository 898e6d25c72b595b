/**
 * The HLS routes over a real database and a finished picture on disk: a live playlist may be cached
 * for its target duration and segments for good; the media budgets count viewers, not addresses —
 * many fans behind one address watching at a player's pace are never refused, a runaway player is
 * refused alone, and requests without a viewer, or a flood inventing viewers, still meet a limit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { Encoder, LOOP_SECONDS, pictureKey } from './media/encoder';
import type { MediaBudgets } from './media-budget';
import roomRoutes from './room-routes';
import { allRooms, setRoomStatus, type RoomRecord } from './rooms';
import { seedVlive } from './seed';
import { streamRoutes } from './stream-routes';

const budgets: MediaBudgets = { perViewer: 20, perAddress: 50, addressCeiling: 400 };
const fonts = { latin: null, cjk: null };

let t: OpenTestDb;
let app: FastifyInstance;
let dir: string;
let room: RoomRecord;
let key: string;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  dir = mkdtempSync(path.join(tmpdir(), 'kickoff-stream-routes-'));
  const encoder = new Encoder({ dir, ffmpeg: null, fonts });
  app = await buildApp({
    db: t.db,
    hub,
    config,
    docsUi: false,
    plugins: [roomRoutes, streamRoutes(encoder, { budgets })] as never,
  });
  await app.ready();
  await seedVlive(t.db, hub);
  const studio = (await allRooms(t.db)).find((r) => r.matchId === null && !r.streamUrl)!;
  await setRoomStatus({ db: t.db, hub }, studio, 'live');
  room = { ...studio, status: 'live' };
  // the room's picture as an earlier run of the encoder left it: a finished folder of segments
  key = pictureKey({ roomId: room.id, title: room.title }, fonts);
  mkdirSync(path.join(dir, key));
  for (let i = 0; i < LOOP_SECONDS; i++) {
    writeFileSync(path.join(dir, key, `seg${String(i).padStart(3, '0')}.ts`), Buffer.alloc(188, 0x47));
  }
  writeFileSync(path.join(dir, key, 'done'), 'test');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

let addresses = 0;
/** a fresh client address for each test, so budgets spent by one test do not reach the next */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const playlist = (address: string, viewer?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/vlive/hls/${room.id}/live.m3u8${viewer ? `?viewer=${viewer}` : ''}`,
    remoteAddress: address,
  });
const segment = (address: string, viewer?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/vlive/hls/${room.id}/${key}/seg003.ts${viewer ? `?viewer=${viewer}` : ''}`,
    remoteAddress: address,
  });
const viewerId = (n: number) => `fan-${String(n).padStart(8, '0')}`;

test('a live playlist may be cached for its target duration, a segment for good', async () => {
  const address = newAddress();
  const list = await playlist(address);
  expect(list.statusCode).toBe(200);
  expect(list.body).toContain('#EXT-X-TARGETDURATION:1\n');
  expect(list.headers['cache-control']).toBe('public, max-age=1');
  const seg = await segment(address);
  expect(seg.statusCode).toBe(200);
  expect(seg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('fans behind one address each have their own budget: watching at a player’s pace, none is refused', async () => {
  const address = newAddress();
  const statuses = new Set<number>();
  // eight fans behind one carrier NAT, each asking its full budget of playlists and segments:
  // more than three times what the address alone may ask without viewer ids
  for (let round = 0; round < budgets.perViewer; round++) {
    for (let fan = 0; fan < 8; fan++) {
      statuses.add((await playlist(address, viewerId(fan))).statusCode);
      statuses.add((await segment(address, viewerId(fan))).statusCode);
    }
  }
  expect([...statuses]).toEqual([200]);
});

test('a runaway player is refused alone; its neighbours and its id from another address play on', async () => {
  const address = newAddress();
  for (let i = 0; i < budgets.perViewer; i++) expect((await playlist(address, viewerId(1))).statusCode).toBe(200);
  const refused = await playlist(address, viewerId(1));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: ErrorCodes.RATE_LIMITED });
  expect((await playlist(address, viewerId(2))).statusCode).toBe(200);
  expect((await segment(address, viewerId(1))).statusCode).toBe(200);
  expect((await playlist(newAddress(), viewerId(1))).statusCode).toBe(200);
});

test('without a viewer id an address has one budget; a flood inventing viewers meets the address ceiling', async () => {
  const plain = newAddress();
  for (let i = 0; i < budgets.perAddress; i++) expect((await playlist(plain)).statusCode).toBe(200);
  expect((await playlist(plain)).statusCode).toBe(429);

  const flood = newAddress();
  let served = 0;
  for (let i = 0; i < budgets.addressCeiling; i++) {
    if ((await segment(flood, viewerId(1000 + i))).statusCode === 200) served++;
  }
  expect(served).toBe(budgets.addressCeiling);
  const stopped = await playlist(flood, viewerId(99_999));
  expect(stopped.statusCode).toBe(429);
  expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
  // the flood's address is stopped, not its neighbours
  expect((await playlist(newAddress(), viewerId(99_999))).statusCode).toBe(200);
});

test('a malformed viewer id is refused with a clear error', async () => {
  const address = newAddress();
  for (const res of [await playlist(address, 'x'), await segment(address, 'bad id!')]) {
    expect(res.json()).toMatchObject({ code: ErrorCodes.PARAM_INVALID });
  }
});
