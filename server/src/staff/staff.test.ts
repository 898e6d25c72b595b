/**
 * The operator console's calls over one app (PGlite, or PostgreSQL with TEST_DATABASE_URL): every
 * staff call refuses a fan and a wrong role and works for its own role (and for an admin), each
 * change lands in the audit log that only admins read; rooms made here are what fans list, a
 * pop-up set here is what `/tj/operate/config` serves, a package what `/inform/apk/resource`
 * serves; bad input gets a Chinese message and changes nothing; a stale edit is refused.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ACCOUNT_PATHS,
  ErrorCodes,
  MINE_PATHS,
  NEWS_PATHS,
  STAFF_APK_UPLOAD_PATH,
  OPERATE_PATHS,
  PORTRAIT_REVIEW_PATHS,
  STAFF_PATHS,
  STAFF_RELEASE_PATHS,
  STAFF_SESSION_MAX_S,
  STAFF_WALLET_PATHS,
  type ApkInfo,
  type AuditEntry,
  type Envelope,
  type LedgerEntry,
  type NoticePage,
  type OperateConfig,
  type Page,
  type ReleaseRemote,
  type StaffMe,
  type StaffOperateItem,
  type StaffPackage,
  type StaffReleases,
  type StaffRole,
  type StaffRoom,
  type StaffWallet,
  type UploadedApk,
  type StreamKeyAnswer,
  type WalletAdjustAnswer,
  type WalletSummary,
} from '@kickoff/shared/contracts';
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { createSession, tokenHash } from '../auth/sessions';
import { insertUser } from '../accounts/signup';
import roomRoutes from '../vlive/room-routes';
import { staffRoomRoutes } from '../vlive/staff-room-routes';
import { roomOfStreamKey } from '../vlive/stream-keys';
import { grantStaffRole } from './roles';

let t: OpenTestDb;
let app: FastifyInstance;
const token: Record<'fan' | StaffRole, string> = { fan: '', admin: '', editor: '', moderator: '', operator: '' };
const FAN_PHONE = '13700000105';
/** the remotes manifests the 发布 calls read and `pnpm remotes` writes (describe('releases')) */
const releasesDir = mkdtempSync(path.join(tmpdir(), 'kickoff-releases-'));
/** where uploaded APKs are kept (describe('APK upload')), at most 64 KB here */
const apkDir = mkdtempSync(path.join(tmpdir(), 'kickoff-apk-'));

beforeAll(async () => {
  t = await openTestDb();
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: ':memory:',
    releasesDir,
    apkDir,
    apkMaxBytes: 64 * 1024,
  };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  const rooms = staffRoomRoutes({ server: () => 'rtmp://127.0.0.1:1935/live' });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [roomRoutes, rooms] as never });
  await app.ready();
  const people: Array<['fan' | StaffRole, string]> = [
    ['admin', '13700000101'],
    ['editor', '13700000102'],
    ['moderator', '13700000103'],
    ['operator', '13700000104'],
    ['fan', FAN_PHONE],
  ];
  for (const [role, phone] of people) {
    const id = (await insertUser(t.db, phone, 'x', role === 'fan' ? '想当主播的球迷' : `值班${role}`))!.id;
    if (role !== 'fan') await grantStaffRole(t.db, id, role);
    token[role] = await createSession(t.db, id);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(apkDir, { recursive: true, force: true });
});

async function call<T = unknown>(method: 'GET' | 'POST', url: string, who: string, body?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: who ? { accessToken: who } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return res.json<Envelope<T>>();
}
const get = <T>(url: string, who = '') => call<T>('GET', url, who);
const post = <T>(url: string, body: unknown, who: string) => call<T>('POST', url, who, body);
const auditLog = async () => (await get<AuditEntry[]>(STAFF_PATHS.audit, token.admin)).data;

const now = () => Math.floor(Date.now() / 1000);
const popup = (over: Partial<StaffOperateItem> = {}): StaffOperateItem => ({
  id: 0,
  version: 0,
  kind: 'popup',
  title: '世界杯竞猜开启',
  image: 'https://cdn.example.com/wc.png',
  link: '/activity?tab=guess',
  platform: 0,
  channel: 0,
  startTime: now() - 60,
  endTime: now() + 3600,
  ...over,
});
const androidPackage = (over: Partial<StaffPackage> = {}): StaffPackage => ({
  platform: 'android',
  url: 'https://dl.example.com/kickoff-2.1.0.apk',
  appVersion: '2.1.0',
  size: 31_457_280,
  notes: ['新增管理后台', '修复若干问题'],
  version: 0,
  ...over,
});

describe('who may call what', () => {
  /** each call with a body that would succeed, the roles it is for, and one role it is not for */
  const calls: Array<{ name: string; run: (who: string) => Promise<Envelope<unknown>>; wrong: StaffRole }> = [
    { name: 'roles', run: (w) => get(STAFF_PATHS.roles, w), wrong: 'operator' },
    {
      name: 'grant',
      run: (w) => post(STAFF_PATHS.grantRole, { phone: '13700000102', role: 'moderator' }, w),
      wrong: 'operator',
    },
    {
      name: 'revoke',
      run: (w) => post(STAFF_PATHS.revokeRole, { phone: '13700000102', role: 'moderator' }, w),
      wrong: 'editor',
    },
    { name: 'rooms', run: (w) => get(STAFF_PATHS.rooms, w), wrong: 'editor' },
    {
      name: 'create room',
      run: (w) => post(STAFF_PATHS.createRoom, { phone: FAN_PHONE, title: '  ', category: 1, notice: '' }, w),
      wrong: 'moderator',
    },
    {
      name: 'update room',
      run: (w) => post(STAFF_PATHS.updateRoom, { id: 1, version: 1, title: 'x', category: 1, notice: '' }, w),
      wrong: 'editor',
    },
    { name: 'close room', run: (w) => post(STAFF_PATHS.closeRoom, { id: 1, version: 1 }, w), wrong: 'moderator' },
    { name: 'stream key', run: (w) => post(STAFF_PATHS.rotateStreamKey, { id: 1, version: 1 }, w), wrong: 'editor' },
    { name: 'operate items', run: (w) => get(STAFF_PATHS.operateItems, w), wrong: 'moderator' },
    { name: 'save operate item', run: (w) => post(STAFF_PATHS.saveOperateItem, popup(), w), wrong: 'editor' },
    {
      name: 'delete operate item',
      run: (w) => post(STAFF_PATHS.deleteOperateItem, { id: 1, version: 1 }, w),
      wrong: 'moderator',
    },
    { name: 'packages', run: (w) => get(STAFF_PATHS.packages, w), wrong: 'editor' },
    {
      name: 'save package',
      run: (w) => post(STAFF_PATHS.savePackage, androidPackage({ url: 'bad' }), w),
      wrong: 'moderator',
    },
    { name: 'audit', run: (w) => get(STAFF_PATHS.audit, w), wrong: 'operator' },
  ];

  test.each(calls)(
    '$name: a visitor must sign in, a fan and a wrong role are refused, nothing is audited',
    async (c) => {
      const before = (await auditLog()).length;
      expect((await c.run('')).code).toBe(ErrorCodes.NO_TOKEN);
      expect((await c.run(token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
      const wrong = await c.run(token[c.wrong]);
      expect(wrong).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: expect.stringMatching(/^仅.+可以操作$/) });
      expect((await auditLog()).length).toBe(before);
    },
  );

  test('the console tells staff their roles and refuses a fan', async () => {
    expect((await get<StaffMe>(STAFF_PATHS.me, token.operator)).data).toMatchObject({ roles: ['operator'] });
    expect((await get(STAFF_PATHS.me, token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
  });

  test('a staff sign-in older than the limit must sign in again; the fan pages still take it', async () => {
    const old = await createSession(t.db, (await get<StaffMe>(STAFF_PATHS.me, token.operator)).data.userId);
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - (STAFF_SESSION_MAX_S + 60) * 1000) })
      .where('token_hash', '=', tokenHash(old))
      .execute();
    expect(await get(STAFF_PATHS.rooms, old)).toMatchObject({
      code: ErrorCodes.NO_TOKEN,
      msg: expect.stringContaining('重新登录'),
    });
    expect((await get(ACCOUNT_PATHS.centerInfo, old)).code).toBe(200);
  });

  test('admins and moderators review portraits (the existing moderators stay able to); an editor cannot', async () => {
    expect((await get(PORTRAIT_REVIEW_PATHS.pending, token.admin)).code).toBe(200);
    expect((await get(PORTRAIT_REVIEW_PATHS.pending, token.moderator)).code).toBe(200);
    expect((await get(PORTRAIT_REVIEW_PATHS.pending, token.editor)).code).toBe(ErrorCodes.FORBIDDEN);
  });
});

describe('roles', () => {
  test('an admin grants and revokes, each audited with before and after; not their own admin role', async () => {
    const granted = await post<{ roles: StaffRole[] }>(
      STAFF_PATHS.grantRole,
      { phone: '13700000102', role: 'operator' },
      token.admin,
    );
    expect(granted.data.roles.sort()).toEqual(['editor', 'operator']);
    expect((await auditLog())[0]).toMatchObject({
      action: 'role.grant',
      before: ['editor'],
      after: expect.arrayContaining(['editor', 'operator']),
    });
    const listed = (await get<Array<{ phone: string; roles: StaffRole[] }>>(STAFF_PATHS.roles, token.admin)).data;
    expect(listed.find((m) => m.phone === '13700000102')?.roles.sort()).toEqual(['editor', 'operator']);
    const revoked = await post<{ roles: StaffRole[] }>(
      STAFF_PATHS.revokeRole,
      { phone: '13700000102', role: 'operator' },
      token.admin,
    );
    expect(revoked.data.roles).toEqual(['editor']);
    expect((await auditLog())[0]).toMatchObject({ action: 'role.revoke', after: ['editor'] });
    expect(await post(STAFF_PATHS.revokeRole, { phone: '13700000101', role: 'admin' }, token.admin)).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: '不能撤销自己的管理员角色',
    });
    expect(await post(STAFF_PATHS.grantRole, { phone: '13700009999', role: 'editor' }, token.admin)).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: '13700009999 还没有注册',
    });
  });
});

describe('anchors and rooms', () => {
  let room: StaffRoom;

  test('an operator makes a fan an anchor with a room fans then list; bad input refused in Chinese', async () => {
    expect(
      await post(STAFF_PATHS.createRoom, { phone: FAN_PHONE, title: '', category: 1, notice: '' }, token.operator),
    ).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: '请填写直播间标题',
    });
    expect(
      await post(STAFF_PATHS.createRoom, { phone: FAN_PHONE, title: '夜谈', category: 7, notice: '' }, token.operator),
    ).toMatchObject({
      msg: '分类只能是足球、篮球或综合',
    });
    const made = await post<StaffRoom>(
      STAFF_PATHS.createRoom,
      { phone: FAN_PHONE, title: '周末英超夜谈', category: 1, notice: '每周六晚八点' },
      token.operator,
    );
    expect(made).toMatchObject({
      code: 200,
      data: { title: '周末英超夜谈', anchorPhone: FAN_PHONE, status: 'offline' },
    });
    room = made.data;
    expect((await auditLog())[0]).toMatchObject({ action: 'room.create', target: `room:${room.id}`, before: null });
    const listed = (await get<LiveRoom[]>('/api/vlive/rooms?category=1')).data;
    expect(listed.map((r) => r.title)).toContain('周末英超夜谈');
    expect(
      (await post(STAFF_PATHS.createRoom, { phone: FAN_PHONE, title: '第二间', category: 1, notice: '' }, token.admin))
        .msg,
    ).toBe(`${FAN_PHONE} 已有直播间`);
  });

  test('an edit names the version it read: a stale one is refused and changes nothing', async () => {
    const edit = { id: room.id, version: room.version, title: '英超夜谈', category: 1, notice: '新公告' };
    const saved = await post<StaffRoom>(STAFF_PATHS.updateRoom, edit, token.operator);
    expect(saved.data).toMatchObject({ title: '英超夜谈', version: room.version + 1 });
    expect(await post(STAFF_PATHS.updateRoom, { ...edit, title: '旧的一份' }, token.admin)).toMatchObject({
      code: ErrorCodes.CONFLICT,
      msg: '内容已被其他人修改，请刷新后再改',
    });
    expect((await get<StaffRoom[]>(STAFF_PATHS.rooms, token.operator)).data.find((r) => r.id === room.id)?.title).toBe(
      '英超夜谈',
    );
    room = saved.data;
  });

  test('a new stream key is shown once and replaces the old; the key never reaches the audit log', async () => {
    const first = (
      await post<StreamKeyAnswer>(STAFF_PATHS.rotateStreamKey, { id: room.id, version: room.version }, token.operator)
    ).data;
    const second = (
      await post<StreamKeyAnswer>(STAFF_PATHS.rotateStreamKey, { id: room.id, version: room.version }, token.operator)
    ).data;
    expect(second.rtmpUrl).toBe('rtmp://127.0.0.1:1935/live');
    expect(await roomOfStreamKey(t.db, first.streamKey)).toBeNull();
    expect(await roomOfStreamKey(t.db, second.streamKey)).toBe(room.id);
    expect(JSON.stringify(await auditLog())).not.toContain(second.streamKey);
    expect(
      (await get<StaffRoom[]>(STAFF_PATHS.rooms, token.operator)).data.find((r) => r.id === room.id)?.hasStreamKey,
    ).toBe(true);
  });

  test('closing a room takes it off every list and revokes its key', async () => {
    const key = (
      await post<StreamKeyAnswer>(STAFF_PATHS.rotateStreamKey, { id: room.id, version: room.version }, token.operator)
    ).data;
    expect((await post(STAFF_PATHS.closeRoom, { id: room.id, version: room.version }, token.operator)).msg).toBe(
      '直播间已关闭',
    );
    expect((await get<LiveRoom[]>('/api/vlive/rooms?category=1')).data.map((r) => r.id)).not.toContain(room.id);
    expect((await get<StaffRoom[]>(STAFF_PATHS.rooms, token.operator)).data.map((r) => r.id)).not.toContain(room.id);
    expect(await roomOfStreamKey(t.db, key.streamKey)).toBeNull();
    expect((await auditLog())[0]).toMatchObject({ action: 'room.close', target: `room:${room.id}` });
    expect((await post(STAFF_PATHS.closeRoom, { id: room.id, version: room.version + 1 }, token.operator)).msg).toBe(
      '直播间不存在或已关闭',
    );
  });
});

describe('operations', () => {
  test('a pop-up an operator schedules is what /tj/operate/config serves, on its platform and dates', async () => {
    const config = async (platform: number) =>
      (await get<OperateConfig>(`${OPERATE_PATHS.config}?platform=${platform}&channelId=4`)).data;
    const before = await config(4);
    expect(before.popups).toEqual([]);
    expect(before.banners.map((b) => b.title)).toContain('幸运大转盘');
    expect((await post(STAFF_PATHS.saveOperateItem, popup({ link: 'javascript:alert(1)' }), token.operator)).msg).toBe(
      '跳转地址需要以 / 开头的站内路径或 http(s):// 地址',
    );
    expect((await post(STAFF_PATHS.saveOperateItem, popup({ endTime: now() - 3600 }), token.operator)).msg).toBe(
      '结束时间需要晚于开始时间',
    );
    const saved = (await post<StaffOperateItem>(STAFF_PATHS.saveOperateItem, popup({ platform: 4 }), token.operator))
      .data;
    expect((await config(4)).popups).toEqual([
      expect.objectContaining({ id: saved.id, title: '世界杯竞猜开启', link: '/activity?tab=guess' }),
    ]);
    expect((await config(1)).popups).toEqual([]);
    expect((await auditLog())[0]).toMatchObject({
      action: 'operate.create',
      after: expect.objectContaining({ title: '世界杯竞猜开启' }),
    });

    const moved = (
      await post<StaffOperateItem>(STAFF_PATHS.saveOperateItem, { ...saved, startTime: now() + 3000 }, token.admin)
    ).data;
    expect(moved.version).toBe(saved.version + 1);
    expect((await config(4)).popups).toEqual([]);
    expect((await post(STAFF_PATHS.saveOperateItem, { ...saved, title: '过期的编辑' }, token.operator)).code).toBe(
      ErrorCodes.CONFLICT,
    );
    expect(
      (await post(STAFF_PATHS.deleteOperateItem, { id: moved.id, version: moved.version }, token.operator)).code,
    ).toBe(200);
    expect(
      (await get<StaffOperateItem[]>(STAFF_PATHS.operateItems, token.operator)).data.map((i) => i.id),
    ).not.toContain(saved.id);
  });

  test('a package an operator sets is what /inform/apk/resource serves; bad or stale edits do nothing', async () => {
    expect((await post(STAFF_PATHS.savePackage, androidPackage({ appVersion: 'v2' }), token.operator)).msg).toBe(
      '版本号格式如 1.2.3',
    );
    expect((await post(STAFF_PATHS.savePackage, androidPackage({ url: '/kickoff.apk' }), token.operator)).msg).toBe(
      '下载地址需要 http(s):// 开头的完整地址',
    );
    const saved = (await post<StaffPackage>(STAFF_PATHS.savePackage, androidPackage(), token.operator)).data;
    expect(saved.version).toBe(1);
    expect((await get<ApkInfo>(NEWS_PATHS.apkResource)).data).toEqual({
      android: { url: 'https://dl.example.com/kickoff-2.1.0.apk', version: '2.1.0', size: 31_457_280 },
      ios: { url: '', version: '' },
      notes: ['新增管理后台', '修复若干问题'],
    });
    expect((await post(STAFF_PATHS.savePackage, androidPackage({ appVersion: '2.0.9' }), token.admin)).code).toBe(
      ErrorCodes.CONFLICT,
    );
    expect((await get<ApkInfo>(NEWS_PATHS.apkResource)).data.android.version).toBe('2.1.0');
    expect((await auditLog())[0]).toMatchObject({ action: 'package.save', target: 'package:android', before: null });
  });
});

test('the audit log is append-only: no call and no SQL changes or removes an entry', async () => {
  const entries = await auditLog();
  expect(entries.length).toBeGreaterThan(5);
  for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
    expect(
      (await app.inject({ method, url: STAFF_PATHS.audit, headers: { accessToken: token.admin } })).statusCode,
    ).toBe(404);
  }
  expect(entries.every((e) => e.actorName.startsWith('值班'))).toBe(true);
  // nor does SQL: the table keeps every entry as written
  await sql`UPDATE staff_audit SET action = 'forged'`.execute(t.db);
  await sql`DELETE FROM staff_audit`.execute(t.db);
  expect(await auditLog()).toEqual(entries);
});

/** the newest audit entry's id: unchanged when nothing was audited */
const lastAudit = async () => (await auditLog())[0]?.id;

describe('wallet', () => {
  const fanWallet = async () => (await get<WalletSummary>(ACCOUNT_PATHS.wallet, token.fan)).data;
  const adjust = (kind: 'grant' | 'reverse', over: Record<string, unknown>, who = token.admin) =>
    post<WalletAdjustAnswer>(
      STAFF_WALLET_PATHS[kind],
      { phone: FAN_PHONE, amount: 50, reason: '赛事活动补偿', requestId: 'req-grant-0001', ...over },
      who,
    );

  test("only an admin sees a fan's ledger or moves coins: the others are refused and nothing moves", async () => {
    const coins = (await fanWallet()).coin;
    const audited = await lastAudit();
    const runs = [
      (w: string) => get(`${STAFF_WALLET_PATHS.wallet}?phone=${FAN_PHONE}`, w),
      (w: string) => adjust('grant', { requestId: 'req-refused-1' }, w),
      (w: string) => adjust('reverse', { requestId: 'req-refused-2', amount: 1 }, w),
    ];
    for (const run of runs) {
      expect((await run('')).code).toBe(ErrorCodes.NO_TOKEN);
      expect((await run(token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
      for (const role of ['moderator', 'editor', 'operator'] as const) {
        expect(await run(token[role])).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '仅管理员可以操作' });
      }
    }
    expect((await fanWallet()).coin).toBe(coins);
    expect(await lastAudit()).toBe(audited);
  });

  test('bad input gets a Chinese message and moves nothing', async () => {
    const coins = (await fanWallet()).coin;
    const audited = await lastAudit();
    expect((await adjust('grant', { amount: 0 })).msg).toBe('金币数量需要 1 到 1000000 的整数');
    expect((await adjust('grant', { amount: 1_000_001 })).msg).toBe('金币数量需要 1 到 1000000 的整数');
    expect((await adjust('grant', { reason: '   ' })).msg).toBe('请填写原因');
    expect((await adjust('grant', { requestId: 'x' })).msg).toBe('请求编号无效，请刷新页面后重试');
    expect((await adjust('grant', { phone: '13700009999' })).msg).toBe('13700009999 还没有注册');
    expect((await get(`${STAFF_WALLET_PATHS.wallet}?phone=123`, token.admin)).msg).toBe('请填写 11 位手机号');
    expect((await fanWallet()).coin).toBe(coins);
    expect(await lastAudit()).toBe(audited);
  });

  test('a grant retried with the same request id grants once; the fan sees the entry and a notice', async () => {
    const coins = (await fanWallet()).coin;
    const first = await adjust('grant', { requestId: 'req-grant-0001' });
    expect(first).toMatchObject({ code: 200, msg: '已发放', data: { coin: coins + 50, replayed: false } });
    const again = await adjust('grant', { requestId: 'req-grant-0001' });
    expect(again).toMatchObject({ code: 200, data: { coin: coins + 50, replayed: true } });
    expect((await fanWallet()).coin).toBe(coins + 50);
    expect((await auditLog()).filter((e) => e.action === 'wallet.grant')).toEqual([
      expect.objectContaining({
        target: expect.stringMatching(/^user:\d+$/),
        before: { coin: coins },
        after: { coin: coins + 50, amount: 50, reason: '赛事活动补偿', requestId: 'req-grant-0001' },
      }),
    ]);
    // the same id for a different amount is another operation: refused
    expect((await adjust('grant', { requestId: 'req-grant-0001', amount: 60 })).code).toBe(ErrorCodes.CONFLICT);
    const ledger = (await get<Page<LedgerEntry>>('/user/wallet/ledger?currency=coin', token.fan)).data.list;
    expect(ledger[0]).toMatchObject({ amount: 50, balanceAfter: coins + 50, reason: 'grant', ref: '赛事活动补偿' });
    const notices = (await get<NoticePage>(MINE_PATHS.notices, token.fan)).data.list;
    expect(notices.filter((n) => n.title === '获得 50 金币')).toHaveLength(1);
    const seen = (await get<StaffWallet>(`${STAFF_WALLET_PATHS.wallet}?phone=${FAN_PHONE}`, token.admin)).data;
    expect(seen).toMatchObject({ phone: FAN_PHONE, coin: coins + 50 });
    expect(seen.ledger.list[0]).toMatchObject({ amount: 50, reason: 'grant' });
  });

  test('a reverse below zero is refused and changes nothing; one within the balance is audited', async () => {
    const coins = (await fanWallet()).coin;
    const audited = await lastAudit();
    expect(await adjust('reverse', { amount: coins + 1, requestId: 'req-reverse-01' })).toMatchObject({
      code: ErrorCodes.INSUFFICIENT_BALANCE,
      msg: `余额只有 ${coins} 金币，不能扣回 ${coins + 1} 金币`,
    });
    expect((await fanWallet()).coin).toBe(coins);
    expect(await lastAudit()).toBe(audited);
    // the refused id was not spent: the same id for a right amount works
    const taken = await adjust('reverse', { amount: 20, reason: '误发退回', requestId: 'req-reverse-01' });
    expect(taken).toMatchObject({ msg: '已扣回', data: { coin: coins - 20, replayed: false } });
    expect((await auditLog())[0]).toMatchObject({
      action: 'wallet.reverse',
      before: { coin: coins },
      after: expect.objectContaining({ coin: coins - 20, amount: -20 }),
    });
    expect((await fanWallet()).recent[0]).toMatchObject({ amount: -20, reason: 'revoke', ref: '误发退回' });
  });
});

describe('releases', () => {
  let cdn: Server;
  let base = '';
  const files = new Map<string, string>();
  const manifestFile = () =>
    JSON.parse(readFileSync(path.join(releasesDir, 'staging.json'), 'utf8')) as {
      remotes: Record<string, { version: string; integrity?: string }>;
    };
  /** a build the CDN serves: mf-manifest.json exposing ./routes, and its remoteEntry.js */
  const publish = (version: string) => {
    files.set(
      `/kickoff/news/${version}/mf-manifest.json`,
      JSON.stringify({
        id: 'news',
        name: 'news',
        metaData: {
          buildInfo: { buildVersion: version },
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
          publicPath: 'auto',
        },
        exposes: [{ id: 'news:routes', name: 'routes', path: './routes' }],
        shared: [],
      }),
    );
    files.set(`/kickoff/news/${version}/remoteEntry.js`, `var news_${version.replaceAll('.', '_')};`);
  };
  const setBody = (over: Record<string, unknown> = {}) => ({
    env: 'staging',
    remote: 'news',
    version: '1.1.0',
    ...over,
  });

  beforeAll(async () => {
    cdn = createServer((req, res) => {
      const body = files.get(req.url ?? '');
      res.writeHead(body === undefined ? 404 : 200).end(body ?? '');
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/kickoff/`;
    publish('1.0.0');
    publish('1.1.0');
    publish('1.2.0');
    mkdirSync(releasesDir, { recursive: true });
    writeFileSync(
      path.join(releasesDir, 'staging.policy.json'),
      JSON.stringify({ allow: [base], template: `${base}{remote}/{version}/mf-manifest.json` }),
    );
    writeFileSync(
      path.join(releasesDir, 'staging.json'),
      JSON.stringify({
        env: 'staging',
        remotes: { news: { url: `${base}news/1.0.0/mf-manifest.json`, version: '1.0.0', prefixes: ['/news'] } },
      }),
    );
  });
  afterAll(() => new Promise<void>((resolve) => cdn.close(() => resolve())));

  test('every staff role reads the manifest; only an admin may change it', async () => {
    expect((await get(STAFF_RELEASE_PATHS.releases)).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await get(STAFF_RELEASE_PATHS.releases, token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
    for (const role of ['editor', 'moderator', 'operator', 'admin'] as const) {
      const seen = await get<StaffReleases>(`${STAFF_RELEASE_PATHS.releases}?env=staging`, token[role]);
      expect(seen.data).toMatchObject({
        envs: ['staging'],
        env: 'staging',
        remotes: [{ name: 'news', version: '1.0.0', canary: null }],
        canChange: role === 'admin',
      });
    }
    expect((await get(`${STAFF_RELEASE_PATHS.releases}?env=prod`, token.editor)).msg).toBe(
      '没有环境 prod（可选：staging）',
    );
  });

  test('a non-admin cannot set a version or a canary: nothing written, nothing audited', async () => {
    const audited = await lastAudit();
    for (const [url, body] of [
      [STAFF_RELEASE_PATHS.set, setBody()],
      [STAFF_RELEASE_PATHS.canary, setBody({ percent: 10 })],
    ] as const) {
      expect((await post(url, body, '')).code).toBe(ErrorCodes.NO_TOKEN);
      expect((await post(url, body, token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
      for (const role of ['editor', 'moderator', 'operator'] as const) {
        expect(await post(url, body, token[role])).toMatchObject({
          code: ErrorCodes.FORBIDDEN,
          msg: '仅管理员可以操作',
        });
      }
    }
    expect(manifestFile().remotes.news!.version).toBe('1.0.0');
    expect(await lastAudit()).toBe(audited);
  });

  test('unknown remotes and versions are refused in Chinese and change nothing', async () => {
    const audited = await lastAudit();
    expect((await post(STAFF_RELEASE_PATHS.set, setBody({ remote: 'nope' }), token.admin)).msg).toBe(
      '环境 staging 没有 remote nope（可选：news）',
    );
    expect((await post(STAFF_RELEASE_PATHS.set, setBody({ version: '../1' }), token.admin)).msg).toBe(
      '版本号格式不正确（如 1.4.0）',
    );
    expect((await post(STAFF_RELEASE_PATHS.canary, setBody({ percent: 100 }), token.admin)).msg).toBe(
      '灰度比例需要 1 到 99 的整数',
    );
    const unknown = await post(STAFF_RELEASE_PATHS.set, setBody({ version: '9.9.9' }), token.admin);
    expect(unknown).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: expect.stringMatching(/^未切换：版本 9\.9\.9 校验失败（.*HTTP 404.*）$/),
    });
    expect(manifestFile().remotes.news!.version).toBe('1.0.0');
    expect(await lastAudit()).toBe(audited);
  }, 30_000);

  test('an admin sets a version and a canary through pnpm remotes: manifest, history and audit', async () => {
    const set = await post<ReleaseRemote>(STAFF_RELEASE_PATHS.set, setBody(), token.admin);
    expect(set).toMatchObject({ code: 200, msg: '已切换', data: { name: 'news', version: '1.1.0', canary: null } });
    expect(manifestFile().remotes.news).toMatchObject({
      version: '1.1.0',
      integrity: expect.stringMatching(/^sha384-/),
    });
    expect((await auditLog())[0]).toMatchObject({
      action: 'release.set',
      target: 'release:staging/news',
      before: expect.objectContaining({ version: '1.0.0' }),
      after: expect.objectContaining({ version: '1.1.0' }),
    });
    const canary = await post<ReleaseRemote>(
      STAFF_RELEASE_PATHS.canary,
      setBody({ version: '1.2.0', percent: 10 }),
      token.admin,
    );
    expect(canary.data).toMatchObject({ version: '1.1.0', canary: { version: '1.2.0', percent: 10 } });
    const seen = (await get<StaffReleases>(`${STAFF_RELEASE_PATHS.releases}?env=staging`, token.operator)).data;
    expect(seen.remotes[0]).toMatchObject({ version: '1.1.0', canary: { version: '1.2.0', percent: 10 } });
    expect(seen.history.map((h) => [h.action, h.remote ?? null])).toEqual([
      ['canary', 'news'],
      ['set', 'news'],
      ['baseline', null],
    ]);
    expect((await auditLog())[0]).toMatchObject({ action: 'release.canary' });
  }, 30_000);
});

describe('operations per channel', () => {
  test('a pop-up for one channel is served to that channel only; a bad channel is refused', async () => {
    const popups = async (channel: number) =>
      (await get<OperateConfig>(`${OPERATE_PATHS.config}?platform=4&channelId=${channel}`)).data.popups;
    const audited = await lastAudit();
    expect((await post(STAFF_PATHS.saveOperateItem, popup({ channel: 1000 }), token.operator)).msg).toBe(
      '渠道需要 0（全部）到 999 的整数',
    );
    expect(await lastAudit()).toBe(audited);
    const saved = (
      await post<StaffOperateItem>(
        STAFF_PATHS.saveOperateItem,
        popup({ title: '渠道弹窗', channel: 7 }),
        token.operator,
      )
    ).data;
    expect(saved.channel).toBe(7);
    expect((await popups(7)).map((p) => p.title)).toEqual(['渠道弹窗']);
    expect((await popups(4)).map((p) => p.title)).not.toContain('渠道弹窗');
    expect((await auditLog())[0]).toMatchObject({
      action: 'operate.create',
      after: expect.objectContaining({ channel: 7 }),
    });
    await post(STAFF_PATHS.deleteOperateItem, { id: saved.id, version: saved.version }, token.operator);
  });
});

describe('APK upload', () => {
  const upload = async (who: string, filename: string, bytes: Buffer) => {
    const boundary = '----kickoff-apk-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: application/vnd.android.package-archive\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: STAFF_APK_UPLOAD_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { accessToken: who } : {}) },
      payload,
    });
    return res.json<Envelope<UploadedApk>>();
  };
  const apk = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40_000, 7)]);

  test('an operator uploads an APK the download page then serves; others and bad files are refused', async () => {
    const audited = await lastAudit();
    expect((await upload('', 'k.apk', apk)).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await upload(token.fan, 'k.apk', apk)).code).toBe(ErrorCodes.FORBIDDEN);
    expect((await upload(token.moderator, 'k.apk', apk)).msg).toBe('仅运营可以操作');
    expect((await upload(token.operator, 'k.apk', Buffer.from('<html>not a zip</html>'))).msg).toBe(
      '文件不是安卓安装包（APK 应是以 PK 开头的 zip 文件）',
    );
    expect((await upload(token.operator, 'k.txt', apk)).msg).toBe('请选择 .apk 文件');
    expect(await upload(token.operator, 'k.apk', Buffer.concat([apk, Buffer.alloc(40_000)]))).toMatchObject({
      code: ErrorCodes.PAYLOAD_TOO_LARGE,
      msg: '安装包最大 64KB',
    });
    expect(readdirSync(apkDir)).toEqual([]);
    expect(await lastAudit()).toBe(audited);

    const done = await upload(token.operator, 'kickoff-2.2.0.apk', apk);
    expect(done).toMatchObject({
      code: 200,
      data: { size: apk.length, url: expect.stringMatching(/^\/inform\/apk\/file\/[0-9a-f]{64}\.apk$/) },
    });
    expect((await auditLog())[0]).toMatchObject({ action: 'package.upload', after: done.data });
    const served = await app.inject({ method: 'GET', url: done.data.url });
    expect(served.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(served.rawPayload.equals(apk)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/inform/apk/file/../../etc.apk' })).statusCode).toBe(404);

    const current = (await get<StaffPackage[]>(STAFF_PATHS.packages, token.operator)).data[0]!;
    const saved = await post<StaffPackage>(
      STAFF_PATHS.savePackage,
      { ...current, url: done.data.url, appVersion: '2.2.0', size: done.data.size },
      token.operator,
    );
    expect(saved.code).toBe(200);
    expect((await get<ApkInfo>(NEWS_PATHS.apkResource)).data.android).toEqual({
      url: done.data.url,
      version: '2.2.0',
      size: apk.length,
    });
  });
});
