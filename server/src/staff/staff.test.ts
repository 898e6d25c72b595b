/**
 * The operator console's calls over one app (PGlite, or PostgreSQL with TEST_DATABASE_URL): every
 * staff call refuses a fan and a wrong role and works for its own role (and for an admin), each
 * change lands in the audit log that only admins read; rooms made here are what fans list, a
 * pop-up set here is what `/tj/operate/config` serves, a package what `/inform/apk/resource`
 * serves; bad input gets a Chinese message and changes nothing; a stale edit is refused.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ACCOUNT_PATHS,
  ErrorCodes,
  NEWS_PATHS,
  OPERATE_PATHS,
  PORTRAIT_REVIEW_PATHS,
  STAFF_PATHS,
  STAFF_SESSION_MAX_S,
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  MINE_PATHS,
  MODERATION_PATHS,
  COMMUNITY_PATHS,
  type ApkInfo,
  type HiddenContent,
  type ModerationReport,
  type NoticePage,
  type Sanction,
  type WordPreview,
  type AuditEntry,
  type Envelope,
  type OperateConfig,
  type StaffMe,
  type StaffOperateItem,
  type StaffPackage,
  type StaffRole,
  type StaffRoom,
  type StreamKeyAnswer,
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

let t: OpenTestDb;
let app: FastifyInstance;
const token: Record<'fan' | StaffRole, string> = { fan: '', admin: '', editor: '', moderator: '', operator: '' };
const FAN_PHONE = '13700000105';

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  const rooms = staffRoomRoutes({ server: () => 'rtmp://127.0.0.1:1935/live' });
  app = await buildApp({
    db: t.db,
    hub,
    config,
    docsUi: false,
    plugins: [roomRoutes, rooms, communityRoutes] as never,
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
