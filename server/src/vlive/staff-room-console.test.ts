/**
 * The console's rooms beyond the basics: the list counts the gifts each anchor received this
 * broadcast (sends since it went on air, none off air); an operator sets a room's cover (an upload)
 * and planned start, which fans' room list shows; a bad one is refused in Chinese, changing nothing.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCodes, STAFF_PATHS, type Envelope, type StaffRoom } from '@kickoff/shared/contracts';
import { staffDb } from '../staff/tables';
import { VLIVE_PATHS, type LiveRoom } from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { createHub } from '../realtime/hub';
import { grantStaffRole } from '../staff/roles';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { transfer } from '../wallet/ledger';
import giftRoutes from './gift-routes';
import roomRoutes from './room-routes';
import { createStudioRoom, findRoom, setRoomStatus } from './rooms';
import { staffRoomRoutes } from './staff-room-routes';

let t: OpenTestDb;
let app: FastifyInstance;
let roomId = 0;
const token = { operator: '', editor: '', fan: '' };

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', WRITE_LIMIT_SCALE: '20' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  const rooms = staffRoomRoutes({ server: () => 'rtmp://127.0.0.1:1935/live' });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [giftRoutes, roomRoutes, rooms] as never });
  await app.ready();
  const operator = (await insertUser(t.db, '13700000401', 'x', '值班运营'))!.id;
  const editor = (await insertUser(t.db, '13700000402', 'x', '值班编辑'))!.id;
  const fan = (await insertUser(t.db, '13700000403', 'x', '送礼的球迷'))!.id;
  const anchor = (await insertUser(t.db, '13700000404', 'x', '收礼的主播'))!.id;
  await grantStaffRole(t.db, operator, 'operator');
  await grantStaffRole(t.db, editor, 'editor');
  await transfer(t.db, {
    key: 'room-gifts-coins',
    postings: [{ userId: fan, currency: 'coin', amount: 500, reason: 'grant' }],
  });
  token.operator = await createSession(t.db, operator);
  token.editor = await createSession(t.db, editor);
  token.fan = await createSession(t.db, fan);
  roomId = await createStudioRoom(t.db, anchor, { title: '收礼测试间', category: 1, notice: '' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const json = async <T>(p: Promise<{ json<U>(): U }>) => (await p).json<Envelope<T>>();
const listed = async () =>
  (await json<StaffRoom[]>(app.inject({ url: STAFF_PATHS.rooms, headers: { accessToken: token.operator } }))).data.find(
    (r) => r.id === roomId,
  )!;
const send = (giftId: number, count: number, key: string) =>
  json(
    app.inject({
      method: 'POST',
      url: VLIVE_PATHS.sendGift,
      headers: { accessToken: token.fan },
      payload: { roomId, giftId, count, key },
    }),
  );
const setStatus = async (status: 'live' | 'offline') =>
  setRoomStatus({ db: t.db, hub: app.hub }, (await findRoom(t.db, roomId))!, status);

test('gifts received this broadcast: since going on air, none off air; operators only', async () => {
  expect((await send(2, 1, 'before-air')).code).toBe(200);
  expect(await listed()).toMatchObject({ status: 'offline', giftCount: 0, giftCoins: 0 });
  await new Promise((r) => setTimeout(r, 10));
  await setStatus('live');
  expect(await listed()).toMatchObject({ status: 'live', giftCount: 0, giftCoins: 0 });
  expect((await send(2, 3, 'on-air-one')).code).toBe(200);
  expect((await send(3, 1, 'on-air-two')).code).toBe(200);
  expect(await listed()).toMatchObject({ giftCount: 4, giftCoins: 3 * 5 + 10 });
  await setStatus('offline');
  expect(await listed()).toMatchObject({ status: 'offline', giftCount: 0, giftCoins: 0 });
  const refused = await json(app.inject({ url: STAFF_PATHS.rooms, headers: { accessToken: token.editor } }));
  expect(refused.code).toBe(ErrorCodes.FORBIDDEN);
});

test('an operator sets a cover and a planned start; fans see both; bad ones are refused', async () => {
  const update = (over: Record<string, unknown>, who = token.operator) =>
    listed().then((r) =>
      json<StaffRoom>(
        app.inject({
          method: 'POST',
          url: STAFF_PATHS.updateRoom,
          headers: { accessToken: who },
          payload: { id: r.id, version: r.version, title: r.title, category: r.category, notice: r.notice, ...over },
        }),
      ),
    );
  const fanRoom = async () =>
    (await json<LiveRoom[]>(app.inject({ url: '/api/vlive/rooms?category=0' }))).data.find((r) => r.id === roomId)!;
  const at = Date.now() + 3_600_000;
  const start = await listed();
  expect(start).toMatchObject({ cover: '', scheduledAt: 0 });
  expect(await fanRoom()).toMatchObject({ cover: VLIVE_PATHS.cover(roomId) });
  expect((await fanRoom()).scheduledAt).toBeUndefined();

  expect((await update({ cover: '/inform/image/abc' }, token.editor)).code).toBe(ErrorCodes.FORBIDDEN);
  for (const [over, msg] of [
    [{ cover: 'https://elsewhere.example.com/x.png' }, '封面需要通过上传图片设置'],
    [{ cover: '/inform/image/a b' }, '封面需要通过上传图片设置'],
    [{ scheduledAt: Date.now() - 3_600_000 }, '开播时间需要在现在到一年之内'],
    [{ scheduledAt: Date.now() + 400 * 86_400_000 }, '开播时间需要在现在到一年之内'],
  ] as const) {
    expect(await update(over)).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg });
  }
  expect((await listed()).version).toBe(start.version);

  const saved = await update({ cover: '/inform/image/cover-1', scheduledAt: at });
  expect(saved).toMatchObject({ code: 200, data: { cover: '/inform/image/cover-1', scheduledAt: at } });
  expect(await fanRoom()).toMatchObject({ cover: '/inform/image/cover-1', scheduledAt: at });
  const audit = await staffDb(t.db)
    .selectFrom('staff_audit')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit).toMatchObject({
    action: 'room.update',
    before: expect.objectContaining({ cover: '', scheduledAt: 0 }),
    after: expect.objectContaining({ cover: '/inform/image/cover-1', scheduledAt: at }),
  });

  // an edit that leaves them out keeps them; '' and 0 clear them
  await update({ title: '收礼测试间（改）' });
  expect(await listed()).toMatchObject({ title: '收礼测试间（改）', cover: '/inform/image/cover-1', scheduledAt: at });
  await update({ cover: '', scheduledAt: 0 });
  expect(await listed()).toMatchObject({ cover: '', scheduledAt: 0 });
  expect(await fanRoom()).toMatchObject({ cover: VLIVE_PATHS.cover(roomId) });
  expect((await fanRoom()).scheduledAt).toBeUndefined();
});
