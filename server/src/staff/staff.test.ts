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
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  MODERATION_PATHS,
  COMMUNITY_PATHS,
  STAFF_WALLET_PATHS,
  type ApkInfo,
  type HiddenContent,
  type ModerationReport,
  type NoticePage,
  type Sanction,
  type WordPreview,
  type AuditEntry,
  type Envelope,
  type LedgerEntry,
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
import communityRoutes from '../community/routes';
import { hashPassword } from '../accounts/password-hash';
import { encryptPassword } from '../test-support/crypto';
import { maskBanned } from '../moderation/word-filter';
import { roomOfStreamKey } from '../vlive/stream-keys';
import { mutedUntil, roomPlace } from '../vlive/chat';
import { findRoom } from '../vlive/rooms';
import { grantStaffRole } from './roles';
import sharp from 'sharp';
import {
  STAFF_EXPERT_PATHS,
  STAFF_NEWS_PATHS,
  TIPS_PATHS,
  type DeskArticle,
  type DeskArticlePage,
  type DeskTip,
  type DeskTipPage,
  type ExpertApplication,
  type MyExpert,
  type NewsDetail,
  type NewsPage,
  type SaveArticleBody,
  type TipPage,
} from '@kickoff/shared/contracts';
import { newsRoutes } from '../news/routes';
import { newsDeskRoutes } from '../news/desk-routes';
import { tipsRoutes } from '../tips/routes';
import { expertDeskRoutes } from '../tips/desk-routes';
import { seedExpert } from '../tips/applications';
import { storeUpload } from '../uploads/routes';

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
    // every console area's calls come from one address and a few staff sessions in this one app:
    // the write budgets (tested in http/) would refuse the later ones
    ...loadConfig({ NODE_ENV: 'test', WRITE_LIMIT_SCALE: '20' }),
    dataDir: ':memory:',
    releasesDir,
    apkDir,
    apkMaxBytes: 64 * 1024,
  };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  const rooms = staffRoomRoutes({ server: () => 'rtmp://127.0.0.1:1935/live' });
  app = await buildApp({
    db: t.db,
    hub,
    config,
    docsUi: false,
    plugins: [roomRoutes, rooms, communityRoutes, newsRoutes, newsDeskRoutes, tipsRoutes, expertDeskRoutes] as never,
  });
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

describe('moderation', () => {
  /** a fan with a password (to sign in with), a session and a post to report */
  const fans: Record<'author' | 'reporter' | 'second', { id: number; token: string; phone: string }> = {
    author: { id: 0, token: '', phone: '13700000111' },
    reporter: { id: 0, token: '', phone: '13700000112' },
    second: { id: 0, token: '', phone: '13700000113' },
  };
  const publish = async (who: string, content: string) =>
    (await post<{ code: string }>(COMMUNITY_PATHS.publish, { boardId: 1, kind: 'post', content, images: [] }, who)).data
      ?.code;
  const postId = (code: string) => Number(code.slice(1));
  const visible = async (code: string) => (await get(`${COMMUNITY_PATHS.detail}?code=${code}`)).code === 200;
  const login = (phone: string) =>
    app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.login,
      payload: { phone, password: encryptPassword('kickoff123', DEFAULT_AES_KEY, DEFAULT_AES_IV) },
    });

  beforeAll(async () => {
    const hash = await hashPassword('kickoff123');
    for (const [name, fan] of Object.entries(fans)) {
      fan.id = (await insertUser(t.db, fan.phone, hash, `审核测试${name}`))!.id;
      fan.token = await createSession(t.db, fan.id);
    }
  }, 60_000);

  test('each call refuses a visitor, a fan, an editor and an operator, and audits nothing', async () => {
    const ref = { target: 'post', id: 1 };
    const calls: Array<(w: string) => Promise<Envelope<unknown>>> = [
      (w) => get(MODERATION_PATHS.reports, w),
      (w) => post(MODERATION_PATHS.resolve, { ...ref, hide: true }, w),
      (w) => get(MODERATION_PATHS.hidden, w),
      (w) => post(MODERATION_PATHS.restore, ref, w),
      (w) => get(MODERATION_PATHS.portraits, w),
      (w) => post(MODERATION_PATHS.reviewPortrait, { userId: fans.author.id, portraitNew: 'x', approve: true }, w),
      (w) => get(MODERATION_PATHS.words, w),
      (w) => post(MODERATION_PATHS.addWord, { word: '黑哨' }, w),
      (w) => post(MODERATION_PATHS.removeWord, { word: '黑哨' }, w),
      (w) => get(`${MODERATION_PATHS.previewWord}?word=${encodeURIComponent('黑哨')}`, w),
      (w) => get(MODERATION_PATHS.sanctions, w),
      (w) => post(MODERATION_PATHS.mute, { userId: fans.author.id, roomId: 0, minutes: 5, reason: '刷屏' }, w),
      (w) => post(MODERATION_PATHS.ban, { userId: fans.author.id, reason: '广告' }, w),
      (w) => post(MODERATION_PATHS.unban, { userId: fans.author.id }, w),
    ];
    const before = (await auditLog()).length;
    for (const run of calls) {
      expect((await run('')).code).toBe(ErrorCodes.NO_TOKEN);
      for (const who of [token.fan, token.editor, token.operator]) {
        expect(await run(who)).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '仅审核员可以操作' });
      }
    }
    expect((await auditLog()).length).toBe(before);
    for (const read of [MODERATION_PATHS.reports, MODERATION_PATHS.hidden, MODERATION_PATHS.words]) {
      expect((await get(read, token.moderator)).code).toBe(200);
      expect((await get(read, token.admin)).code).toBe(200);
    }
  });

  test('a hidden report: gone for fans, reporters told, a second close refused, restorable', async () => {
    const code = (await publish(fans.author.token, '加我看免费直播，链接在主页'))!;
    for (const fan of [fans.reporter, fans.second]) {
      const sent = { target: 'post', id: postId(code), reason: '广告引流' };
      expect((await post(COMMUNITY_PATHS.report, sent, fan.token)).code).toBe(200);
    }
    const queue = (await get<ModerationReport[]>(MODERATION_PATHS.reports, token.moderator)).data;
    expect(queue.find((r) => r.id === postId(code))).toMatchObject({
      target: 'post',
      code,
      count: 2,
      authorId: fans.author.id,
      reason: '广告引流',
    });

    const hide = { target: 'post', id: postId(code), hide: true };
    expect((await post(MODERATION_PATHS.resolve, hide, token.moderator)).msg).toBe('已隐藏，已通知举报人');
    expect(await visible(code)).toBe(false);
    expect((await auditLog())[0]).toMatchObject({
      action: 'report.hide',
      target: `post:${postId(code)}`,
      before: { hidden: false, openReports: 2 },
      after: { hidden: true, status: 'hidden' },
    });
    for (const fan of [fans.reporter, fans.second]) {
      const notices = (await get<NoticePage>(MINE_PATHS.notices, fan.token)).data.list;
      expect(notices[0]).toMatchObject({
        kind: 'system',
        title: '举报处理结果',
        body: expect.stringContaining('已被隐藏'),
      });
    }
    // a second moderator (an admin here) on the closed report: refused, nothing changes
    const entries = (await auditLog()).length;
    expect(await post(MODERATION_PATHS.resolve, { ...hide, hide: false }, token.admin)).toMatchObject({
      code: ErrorCodes.CONFLICT,
      msg: '该举报已被其他人处理，请刷新',
    });
    expect((await auditLog()).length).toBe(entries);

    const hidden = (await get<HiddenContent[]>(MODERATION_PATHS.hidden, token.admin)).data;
    expect(hidden.map((h) => `${h.target}:${h.id}`)).toContain(`post:${postId(code)}`);
    expect((await post(MODERATION_PATHS.restore, { target: 'post', id: postId(code) }, token.admin)).msg).toBe(
      '已恢复',
    );
    expect(await visible(code)).toBe(true);
    expect((await auditLog())[0]).toMatchObject({ action: 'content.restore', after: { hidden: false } });
    expect((await post(MODERATION_PATHS.restore, { target: 'post', id: postId(code) }, token.moderator)).code).toBe(
      ErrorCodes.CONFLICT,
    );
  });

  test("a site-wide mute refuses the fan's posts and comments while it lasts; bad input changes nothing", async () => {
    const entries = (await auditLog()).length;
    const mute = (over: object) =>
      post(
        MODERATION_PATHS.mute,
        { userId: fans.author.id, roomId: 0, minutes: 30, reason: '辱骂他人', ...over },
        token.moderator,
      );
    expect((await mute({ minutes: 99_999 })).msg).toBe('禁言时长需为 0 到 43200 分钟（0 为解除）');
    expect((await mute({ reason: '  ' })).msg).toBe('请填写处罚原因');
    expect((await mute({ userId: 2_000_000 })).msg).toBe('用户 2000000 不存在');
    const staffId = (await get<StaffMe>(STAFF_PATHS.me, token.editor)).data.userId;
    expect((await mute({ userId: staffId })).msg).toBe('不能处罚工作人员');
    expect((await mute({ roomId: 999_999 })).msg).toBe('直播间不存在或已关闭');
    expect((await auditLog()).length).toBe(entries);
    expect(await publish(fans.author.token, '还能发吗')).toBeDefined();

    expect((await mute({})).msg).toMatch(/^已在全站禁言 .+ 30 分钟$/);
    expect((await auditLog())[0]).toMatchObject({
      action: 'mute.site',
      after: expect.objectContaining({ minutes: 30 }),
    });
    const refused = await post(
      COMMUNITY_PATHS.publish,
      { boardId: 1, kind: 'post', content: '我又来了', images: [] },
      fans.author.token,
    );
    expect(refused).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '你已被全站禁言，30分钟后可发言' });
    const open = (await publish(fans.reporter.token, '正常讨论'))!;
    expect((await post(COMMUNITY_PATHS.comment, { code: open, content: '顶' }, fans.author.token)).code).toBe(
      ErrorCodes.FORBIDDEN,
    );
    const listed = (await get<Sanction[]>(MODERATION_PATHS.sanctions, token.admin)).data;
    expect(listed).toContainEqual(
      expect.objectContaining({ kind: 'site', userId: fans.author.id, reason: '辱骂他人' }),
    );

    expect((await mute({ minutes: 0, reason: '' })).msg).toMatch(/^已解除 .+ 的禁言$/);
    expect(await publish(fans.author.token, '我改了')).toBeDefined();
  });

  test('a room mute is the room chat’s own; the anchor cannot be muted in their room', async () => {
    const anchorPhone = '13700000114';
    await insertUser(t.db, anchorPhone, 'x', '审核测试主播');
    const room = (
      await post<StaffRoom>(
        STAFF_PATHS.createRoom,
        { phone: anchorPhone, title: '审核测试直播间', category: 1, notice: '' },
        token.admin,
      )
    ).data;
    const place = roomPlace((await findRoom(t.db, room.id))!);
    const mute = (userId: number, minutes: number) =>
      post(MODERATION_PATHS.mute, { userId, roomId: room.id, minutes, reason: '刷屏' }, token.moderator);
    expect((await mute(room.anchorId, 10)).msg).toBe('不能在主播自己的直播间禁言主播');
    expect((await mute(fans.author.id, 10)).msg).toMatch(/^已在直播间「审核测试直播间」禁言 .+ 10 分钟$/);
    expect(await mutedUntil(t.db, place, fans.author.id, Date.now())).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await auditLog())[0]).toMatchObject({ action: 'mute.room', target: `user:${fans.author.id}` });
    const listed = (await get<Sanction[]>(MODERATION_PATHS.sanctions, token.moderator)).data;
    expect(listed).toContainEqual(expect.objectContaining({ kind: 'room', userId: fans.author.id, roomId: room.id }));
    expect((await mute(fans.author.id, 0)).code).toBe(200);
    expect(await mutedUntil(t.db, place, fans.author.id, Date.now() + 1)).toBe(0);
  });

  test('a banned fan is signed out and cannot sign in until unbanned', async () => {
    expect((await login(fans.second.phone)).json<Envelope<unknown>>().code).toBe(200);
    expect((await post(MODERATION_PATHS.ban, { userId: fans.second.id, reason: '' }, token.moderator)).msg).toBe(
      '请填写处罚原因',
    );
    expect(
      (await post(MODERATION_PATHS.ban, { userId: fans.second.id, reason: '发布赌博广告' }, token.moderator)).msg,
    ).toMatch(/^已封禁 /);
    expect((await get(ACCOUNT_PATHS.centerInfo, fans.second.token)).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await login(fans.second.phone)).json<Envelope<unknown>>()).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: '该账号已被封禁，如有疑问请联系客服',
    });
    expect((await post(MODERATION_PATHS.ban, { userId: fans.second.id, reason: '重复' }, token.admin)).code).toBe(
      ErrorCodes.CONFLICT,
    );
    expect((await auditLog())[0]).toMatchObject({ action: 'ban', after: { banned: true, reason: '发布赌博广告' } });
    expect((await post(MODERATION_PATHS.unban, { userId: fans.second.id }, token.admin)).code).toBe(200);
    expect((await login(fans.second.phone)).json<Envelope<unknown>>().code).toBe(200);
    expect((await post(MODERATION_PATHS.unban, { userId: fans.second.id }, token.admin)).code).toBe(
      ErrorCodes.CONFLICT,
    );
  });

  test('a new word masks at once, its preview shows what it would have caught; removed, it stops', async () => {
    await publish(fans.reporter.token, '这场比赛全靠黑哨');
    expect(maskBanned('又是黑哨').text).toBe('又是黑哨');
    const preview = (
      await get<WordPreview>(`${MODERATION_PATHS.previewWord}?word=${encodeURIComponent('黑哨')}`, token.moderator)
    ).data;
    expect(preview).toMatchObject({ word: '黑哨', total: 1 });
    expect(preview.examples[0]).toMatchObject({ source: 'post', text: '这场比赛全靠黑哨' });
    expect((await get(`${MODERATION_PATHS.previewWord}?word=%20`, token.moderator)).msg).toBe('请填写违禁词');
    expect((await post(MODERATION_PATHS.addWord, { word: '傻逼' }, token.moderator)).code).toBe(ErrorCodes.CONFLICT);

    expect((await post(MODERATION_PATHS.addWord, { word: ' 黑哨 ' }, token.moderator)).msg).toBe('已添加“黑哨”');
    expect((await get<string[]>(MODERATION_PATHS.words, token.admin)).data).toContain('黑哨');
    expect(maskBanned('又是黑哨').text).toBe('又是＊＊');
    const code = (await publish(fans.reporter.token, '裁判黑哨'))!;
    expect((await get<{ content: string }>(`${COMMUNITY_PATHS.detail}?code=${code}`)).data.content).toBe('裁判＊＊');
    expect((await auditLog())[0]).toMatchObject({ action: 'word.add', after: { word: '黑哨' } });

    expect((await post(MODERATION_PATHS.removeWord, { word: '黑哨' }, token.admin)).msg).toBe('已删除“黑哨”');
    expect(maskBanned('又是黑哨').text).toBe('又是黑哨');
    expect((await post(MODERATION_PATHS.removeWord, { word: '黑哨' }, token.moderator)).code).toBe(ErrorCodes.CONFLICT);
  });
});

describe('news desk', () => {
  const article = (over: Partial<SaveArticleBody> = {}): SaveArticleBody => ({
    id: 0,
    version: 0,
    columnId: 1005,
    title: '编辑部：本周看点',
    summary: '',
    content:
      '<p onclick="x()">正文<strong>加粗</strong><script>alert(1)</script><img src="javascript:alert(1)">' +
      '<a href="javascript:alert(1)">链接</a><iframe src="https://e.com"></iframe></p>',
    cover: '',
    ...over,
  });
  const headline = async () =>
    (await post<NewsPage>(NEWS_PATHS.list, { column: 1002, page: 1, size: 10 }, '')).data.list.map((i) => i.id);
  const detail = (id: number) => get<NewsDetail>(`${NEWS_PATHS.detail}?id=${id}`);
  let made: DeskArticle;

  test.each([
    { name: 'list', run: (w: string) => get(STAFF_NEWS_PATHS.list, w) },
    { name: 'article', run: (w: string) => get(`${STAFF_NEWS_PATHS.article}?id=1`, w) },
    { name: 'save', run: (w: string) => post(STAFF_NEWS_PATHS.save, article(), w) },
    { name: 'status', run: (w: string) => post(STAFF_NEWS_PATHS.status, { id: 1, version: 1, publish: true }, w) },
    { name: 'pin', run: (w: string) => post(STAFF_NEWS_PATHS.pin, { id: 1, version: 1, pin: true }, w) },
  ])('$name: a visitor must sign in; a fan, a moderator, an operator are refused; nothing audited', async (c) => {
    const before = (await auditLog()).length;
    expect((await c.run('')).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await c.run(token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
    for (const wrong of [token.moderator, token.operator])
      expect(await c.run(wrong)).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '仅编辑可以操作' });
    expect((await auditLog()).length).toBe(before);
  });

  test('an editor writes a draft, its rich text sanitised on the server; bad input refused in Chinese', async () => {
    const count = (await get<DeskArticlePage>(STAFF_NEWS_PATHS.list, token.editor)).data.list.length;
    const refused: Array<[Partial<SaveArticleBody>, string]> = [
      [{ title: '  ' }, '请填写标题'],
      [{ title: '短标题' }, '标题至少 4 个字'],
      [{ columnId: 1002 }, '请选择足球、篮球或综合栏目'],
      [{ content: '<script>alert(1)</script>' }, '请填写正文'],
      [{ cover: 'https://evil.example.com/x.png' }, '封面需要上传的图片'],
      [{ cover: `/inform/image/${'a'.repeat(32)}` }, '封面图片不存在，请重新上传'],
    ];
    for (const [over, msg] of refused)
      expect(await post(STAFF_NEWS_PATHS.save, article(over), token.editor)).toMatchObject({
        code: ErrorCodes.PARAM_INVALID,
        msg,
      });
    expect((await get<DeskArticlePage>(STAFF_NEWS_PATHS.list, token.editor)).data.list.length).toBe(count);

    const saved = await post<DeskArticle>(STAFF_NEWS_PATHS.save, article(), token.editor);
    expect(saved).toMatchObject({
      code: 200,
      data: { status: 'draft', kind: 'editorial', tag: '综合', author: '值班editor' },
    });
    made = saved.data;
    const fetched = (await get<DeskArticle>(`${STAFF_NEWS_PATHS.article}?id=${made.id}`, token.editor)).data;
    expect(fetched.content).toBe(
      '<p>正文<strong>加粗</strong><img /><a rel="noopener noreferrer nofollow" target="_blank">链接</a></p>',
    );
    expect(fetched).toMatchObject({ summary: '正文加粗链接', cover: `/inform/cover/${made.id}.svg`, publishTime: 0 });
    expect((await auditLog())[0]).toMatchObject({ action: 'news.create', target: `news:${made.id}`, before: null });
    // a draft is nobody's news yet
    expect(await headline()).not.toContain(made.id);
    expect((await detail(made.id)).code).toBe(ErrorCodes.NOT_FOUND);
    const found = (
      await get<DeskArticlePage>(`${STAFF_NEWS_PATHS.list}?q=${encodeURIComponent('本周看点')}`, token.admin)
    ).data.list;
    expect(found.map((a) => a.id)).toEqual([made.id]);
  });

  test('an uploaded picture becomes the cover; a stale edit is refused and changes nothing', async () => {
    const editorId = (await get<StaffMe>(STAFF_PATHS.me, token.editor)).data.userId;
    const png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const { id: upload } = await storeUpload(t.db, editorId, 'post', png);
    const edit = article({
      id: made.id,
      version: made.version,
      title: '编辑部：本周看点（更新）',
      cover: `/inform/image/${upload}`,
    });
    const saved = (await post<DeskArticle>(STAFF_NEWS_PATHS.save, edit, token.editor)).data;
    expect(saved).toMatchObject({
      title: '编辑部：本周看点（更新）',
      cover: `/inform/image/${upload}`,
      version: made.version + 1,
    });
    expect((await auditLog())[0]).toMatchObject({
      action: 'news.update',
      before: expect.objectContaining({ title: '编辑部：本周看点' }),
      after: expect.objectContaining({ title: '编辑部：本周看点（更新）' }),
    });
    expect(await post(STAFF_NEWS_PATHS.save, { ...edit, title: '另一位编辑的旧稿' }, token.admin)).toMatchObject({
      code: ErrorCodes.CONFLICT,
      msg: '内容已被其他人修改，请刷新后再改',
    });
    expect(
      await post(STAFF_NEWS_PATHS.status, { id: made.id, version: made.version, publish: true }, token.admin),
    ).toMatchObject({
      code: ErrorCodes.CONFLICT,
    });
    expect((await get<DeskArticle>(`${STAFF_NEWS_PATHS.article}?id=${made.id}`, token.editor)).data.title).toBe(
      '编辑部：本周看点（更新）',
    );
    made = saved;
  });

  test('published, fans read it at the top; pinned, it heads 头条; unpublished, it is gone everywhere', async () => {
    const published = await post<DeskArticle>(
      STAFF_NEWS_PATHS.status,
      { id: made.id, version: made.version, publish: true },
      token.editor,
    );
    expect(published).toMatchObject({ code: 200, msg: '已发布', data: { status: 'published' } });
    expect(published.data.publishTime).toBeGreaterThan(0);
    expect((await auditLog())[0]).toMatchObject({
      action: 'news.publish',
      before: expect.objectContaining({ status: 'draft' }),
      after: expect.objectContaining({ status: 'published' }),
    });
    expect((await detail(made.id)).data).toMatchObject({ title: '编辑部：本周看点（更新）', kind: 'editorial' });
    const column = (await post<NewsPage>(NEWS_PATHS.list, { column: 1005, page: 1, size: 10 }, '')).data.list;
    expect(column.map((i) => i.id)).toContain(made.id);

    // an older article pinned heads 头条, before the newest
    const older = await sql<{ id: number }>`
      INSERT INTO news_articles (column_id, kind, tag, title, summary, content, author, publish_time)
      VALUES (1003, 'report', '英超', '较早的战报', '摘要', '<p>正文</p>', '开球新闻', ${now() - 86_400})
      RETURNING id`.execute(t.db);
    const olderId = older.rows[0]!.id;
    expect((await headline()).indexOf(olderId)).toBeGreaterThan((await headline()).indexOf(made.id));
    const olderRow = (await get<DeskArticle>(`${STAFF_NEWS_PATHS.article}?id=${olderId}`, token.admin)).data;
    expect(olderRow.status).toBe('published');
    const pinned = await post<DeskArticle>(
      STAFF_NEWS_PATHS.pin,
      { id: olderId, version: olderRow.version, pin: true },
      token.admin,
    );
    expect(pinned).toMatchObject({ msg: '已置顶到头条', data: { pinned: true } });
    expect((await headline())[0]).toBe(olderId);
    expect((await headline()).filter((id) => id === olderId)).toHaveLength(1);
    expect((await auditLog())[0]).toMatchObject({ action: 'news.pin', target: `news:${olderId}` });
    expect(
      (await post(STAFF_NEWS_PATHS.pin, { id: made.id, version: published.data.version + 5, pin: true }, token.editor))
        .code,
    ).toBe(ErrorCodes.CONFLICT);

    const unpublished = await post<DeskArticle>(
      STAFF_NEWS_PATHS.status,
      { id: olderId, version: pinned.data.version, publish: false },
      token.editor,
    );
    expect(unpublished).toMatchObject({ msg: '已下线', data: { status: 'unpublished', pinned: false } });
    expect(await headline()).not.toContain(olderId);
    expect(
      (await post<NewsPage>(NEWS_PATHS.list, { column: 1003, page: 1, size: 50 }, '')).data.list.map((i) => i.id),
    ).not.toContain(olderId);
    expect(await detail(olderId)).toMatchObject({ code: ErrorCodes.NOT_FOUND, msg: '该资讯不存在或已删除' });
    expect(
      await post(
        STAFF_NEWS_PATHS.status,
        { id: olderId, version: unpublished.data.version, publish: false },
        token.editor,
      ),
    ).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '文章未发布，无需下线' });
    expect(
      await post(STAFF_NEWS_PATHS.pin, { id: olderId, version: unpublished.data.version, pin: true }, token.editor),
    ).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '只有已发布的文章可以置顶' });
    const drafts = (await get<DeskArticlePage>(`${STAFF_NEWS_PATHS.list}?status=unpublished`, token.editor)).data.list;
    expect(drafts.map((a) => a.id)).toEqual([olderId]);
  });
});

describe('experts', () => {
  const fanId = async () =>
    (await sql<{ id: number }>`SELECT id FROM users WHERE phone = ${FAN_PHONE}`.execute(t.db)).rows[0]!.id;
  const me = async () => (await post<MyExpert>(TIPS_PATHS.me, {}, token.fan)).data;
  const pending = async () =>
    (await get<ExpertApplication[]>(STAFF_EXPERT_PATHS.applications, token.moderator)).data.find(
      (a) => a.phone === FAN_PHONE,
    );
  let tipId = 0;

  test.each([
    { name: 'applications', run: (w: string) => get(STAFF_EXPERT_PATHS.applications, w) },
    {
      name: 'decide',
      run: (w: string) => post(STAFF_EXPERT_PATHS.decide, { userId: 1, version: 1, approve: true, reason: '' }, w),
    },
    { name: 'tips', run: (w: string) => get(STAFF_EXPERT_PATHS.tips, w) },
    { name: 'hide tip', run: (w: string) => post(STAFF_EXPERT_PATHS.hideTip, { id: 1, version: 1, hidden: true }, w) },
  ])('$name: a visitor must sign in; a fan, an editor, an operator are refused; nothing audited', async (c) => {
    const before = (await auditLog()).length;
    expect((await c.run('')).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await c.run(token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
    for (const wrong of [token.editor, token.operator])
      expect(await c.run(wrong)).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '仅审核员可以操作' });
    expect((await auditLog()).length).toBe(before);
  });

  test('a fan applies (审核中); refused with a reason and told; applies again, approved, an expert', async () => {
    expect(await me()).toMatchObject({ expert: null, application: null });
    expect(await post(TIPS_PATHS.apply, { description: '专注英超十年' }, token.fan)).toMatchObject({
      code: 200,
      msg: '已提交申请，请等待审核',
      data: { expert: null, application: { status: 'pending' } },
    });
    let app = (await pending())!;
    expect(app).toMatchObject({ description: '专注英超十年', status: 'pending', nickName: '想当主播的球迷' });

    expect(
      await post(
        STAFF_EXPERT_PATHS.decide,
        { userId: app.userId, version: app.version, approve: false, reason: ' ' },
        token.moderator,
      ),
    ).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '请填写拒绝理由' });
    const refused = await post<ExpertApplication>(
      STAFF_EXPERT_PATHS.decide,
      { userId: app.userId, version: app.version, approve: false, reason: '简介太简单' },
      token.moderator,
    );
    expect(refused).toMatchObject({ msg: '已拒绝', data: { status: 'refused', reason: '简介太简单' } });
    expect((await auditLog())[0]).toMatchObject({
      action: 'expert.refuse',
      target: `user:${app.userId}`,
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'refused' }),
    });
    expect(await me()).toMatchObject({ expert: null, application: { status: 'refused', reason: '简介太简单' } });
    const notices = (await get<NoticePage>(MINE_PATHS.notices, token.fan)).data.list;
    expect(notices[0]).toMatchObject({ title: '专家申请未通过', body: expect.stringContaining('简介太简单') });

    await post(TIPS_PATHS.apply, { description: '专注英超十年，主攻亚盘' }, token.fan);
    app = (await pending())!;
    // a decision on the version read before the fan applied again is stale
    expect(
      (
        await post(
          STAFF_EXPERT_PATHS.decide,
          { userId: app.userId, version: refused.data.version, approve: true, reason: '' },
          token.admin,
        )
      ).code,
    ).toBe(ErrorCodes.CONFLICT);
    const approved = await post<ExpertApplication>(
      STAFF_EXPERT_PATHS.decide,
      { userId: app.userId, version: app.version, approve: true, reason: '' },
      token.admin,
    );
    expect(approved.data.status).toBe('approved');
    expect(await me()).toMatchObject({
      application: null,
      expert: { level: 1, description: '专注英超十年，主攻亚盘' },
    });
    expect((await get<NoticePage>(MINE_PATHS.notices, token.fan)).data.list[0]).toMatchObject({
      title: '专家申请已通过',
    });
    expect((await auditLog())[0]).toMatchObject({ action: 'expert.approve', target: `user:${app.userId}` });
    expect(await pending()).toBeUndefined();
    expect(
      (
        await post(
          STAFF_EXPERT_PATHS.decide,
          { userId: app.userId, version: approved.data.version, approve: false, reason: 'x' },
          token.moderator,
        )
      ).msg,
    ).toBe('该申请已处理');
    expect(await fanId()).toBe(app.userId);
  });

  test('a model expert is approved through the same path', async () => {
    const model = (await insertUser(t.db, '13700000106', 'x', '模型专家测试'))!.id;
    await seedExpert(t.db, model, '赔率模型', true);
    expect(
      (await get<ExpertApplication[]>(`${STAFF_EXPERT_PATHS.applications}?status=all`, token.moderator)).data.find(
        (a) => a.userId === model,
      ),
    ).toMatchObject({ status: 'approved' });
    const row = await sql<{ model: boolean; level: number }>`
      SELECT model, level FROM tips_experts WHERE user_id = ${model}`.execute(t.db);
    expect(row.rows[0]).toMatchObject({ model: true, level: 1 });
  });

  test('a hidden tip leaves the feeds and its page; its buyer keeps it; restoring puts it back', async () => {
    const expertId = await fanId();
    const buyer = (await get<StaffMe>(STAFF_PATHS.me, token.editor)).data.userId;
    const made = await sql<{ id: number }>`
      INSERT INTO tips_tips (expert_id, match_id, day, market, pick, line, odds, options, title, analysis, price,
        publish_time, buyers)
      VALUES (${expertId}, 999001, '2026-11-28', 1, 'home', -0.5, 1.9, '[]', '主队稳胆', '主队状态正佳，看好主队。', 18,
        ${now()}, 1)
      RETURNING id`.execute(t.db);
    tipId = made.rows[0]!.id;
    await sql`INSERT INTO tips_purchases (tip_id, user_id, price) VALUES (${tipId}, ${buyer}, 18)`.execute(t.db);
    const feed = async (code: number, who = '') =>
      (await get<TipPage>(`${TIPS_PATHS.recommend(code)}?page=1&size=50`, who)).data.recList.map((r) => r.id);
    expect(await feed(0)).toContain(tipId);

    const listed = (
      await get<DeskTipPage>(`${STAFF_EXPERT_PATHS.tips}?q=${encodeURIComponent('主队稳胆')}`, token.moderator)
    ).data.list;
    expect(listed).toEqual([expect.objectContaining({ id: tipId, expertName: '想当主播的球迷', hidden: false })]);
    const tip = listed[0]!;
    const hidden = await post<DeskTip>(
      STAFF_EXPERT_PATHS.hideTip,
      { id: tip.id, version: tip.version, hidden: true },
      token.moderator,
    );
    expect(hidden).toMatchObject({ msg: '方案已隐藏', data: { hidden: true, version: tip.version + 1 } });
    expect((await auditLog())[0]).toMatchObject({
      action: 'tip.hide',
      target: `tip:${tipId}`,
      before: expect.objectContaining({ hidden: false }),
      after: expect.objectContaining({ hidden: true }),
    });
    expect(await feed(0)).not.toContain(tipId);
    expect(await feed(2)).not.toContain(tipId);
    expect((await get(TIPS_PATHS.detail(tipId))).code).toBe(ErrorCodes.NOT_FOUND);
    expect((await get(TIPS_PATHS.detail(tipId), token.moderator)).code).toBe(ErrorCodes.NOT_FOUND);
    // the buyer paid for it: it stays in 已购 and opens, pick and analysis included
    expect(await feed(5, token.editor)).toContain(tipId);
    expect((await get<{ analysis: string }>(TIPS_PATHS.detail(tipId), token.editor)).data.analysis).toBe(
      '主队状态正佳，看好主队。',
    );
    expect(
      await post(STAFF_EXPERT_PATHS.hideTip, { id: tip.id, version: tip.version, hidden: true }, token.admin),
    ).toMatchObject({
      code: ErrorCodes.CONFLICT,
    });
    const restored = await post<DeskTip>(
      STAFF_EXPERT_PATHS.hideTip,
      { id: tip.id, version: hidden.data.version, hidden: false },
      token.admin,
    );
    expect(restored).toMatchObject({ msg: '方案已恢复', data: { hidden: false } });
    expect(await feed(0)).toContain(tipId);
  });
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
