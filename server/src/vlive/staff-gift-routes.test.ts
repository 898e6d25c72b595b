/**
 * The console's gift catalogue and noble prices over one app (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a fresh start sells what the code used to (GIFTS, NOBLE_TIERS); only an
 * operator or an admin lists and edits; a change is what fans are offered and charged next, while a
 * gift already sent keeps the coins it was paid; bad input and stale edits are refused in Chinese
 * with nothing written; every change is audited.
 */
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_PATHS,
  ErrorCodes,
  STAFF_GIFT_PATHS,
  STAFF_PATHS,
  type AuditEntry,
  type Envelope,
  type StaffGift,
  type StaffGiftCatalogue,
  type StaffNoblePrice,
  type StaffRole,
  type WalletSummary,
} from '@kickoff/shared/contracts';
import {
  GIFTS,
  NOBLE_TIERS,
  VLIVE_PATHS,
  type Gift,
  type GiftSendResult,
  type NobleStatus,
} from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { createHub } from '../realtime/hub';
import { grantStaffRole } from '../staff/roles';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { transfer } from '../wallet/ledger';
import giftRoutes from './gift-routes';
import { createStudioRoom } from './rooms';
import { vdb } from './tables';

let t: OpenTestDb;
let app: FastifyInstance;
let roomId = 0;
const token: Record<'fan' | StaffRole, string> = { fan: '', admin: '', editor: '', moderator: '', operator: '' };

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', WRITE_LIMIT_SCALE: '20' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [giftRoutes] as never });
  await app.ready();
  const people: Array<['fan' | StaffRole, string]> = [
    ['admin', '13700000201'],
    ['editor', '13700000202'],
    ['moderator', '13700000203'],
    ['operator', '13700000204'],
    ['fan', '13700000205'],
  ];
  for (const [role, phone] of people) {
    const id = (await insertUser(t.db, phone, 'x', `礼物${role}`))!.id;
    if (role !== 'fan') await grantStaffRole(t.db, id, role);
    else
      await transfer(t.db, {
        key: 'gift-test-coins',
        postings: [{ userId: id, currency: 'coin', amount: 5000, reason: 'grant' }],
      });
    token[role] = await createSession(t.db, id);
  }
  const anchor = (await insertUser(t.db, '13700000206', 'x', '礼物主播'))!.id;
  roomId = await createStudioRoom(t.db, anchor, { title: '礼物测试间', category: 1, notice: '' });
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
const lastAudit = async () => (await auditLog())[0]?.id;
const catalogue = async () => (await get<StaffGiftCatalogue>(STAFF_GIFT_PATHS.catalogue, token.operator)).data;
const fanGifts = async () => (await get<Gift[]>(VLIVE_PATHS.gifts)).data;
const coins = async () => (await get<WalletSummary>(ACCOUNT_PATHS.wallet, token.fan)).data.coin;
const staffGift = async (id: number) => (await catalogue()).gifts.find((g) => g.id === id)!;

test('a fresh start sells the gifts and noble tiers the code carried, at the same prices', async () => {
  expect(await fanGifts()).toEqual([...GIFTS]);
  expect((await get<NobleStatus>(VLIVE_PATHS.noble)).data.tiers).toEqual([...NOBLE_TIERS]);
  const seen = await catalogue();
  expect(seen.gifts.map(({ id, name, price, enabled, version }) => ({ id, name, price, enabled, version }))).toEqual(
    GIFTS.map((g) => ({ id: g.id, name: g.name, price: g.price, enabled: true, version: 1 })),
  );
  expect(seen.nobles).toEqual(NOBLE_TIERS.map((n) => ({ tier: n.tier, name: n.name, price: n.price, version: 1 })));
});

test('only an operator or an admin lists or edits; nothing is written or audited for the others', async () => {
  const audited = await lastAudit();
  const football = await staffGift(2);
  const edits = [
    [STAFF_GIFT_PATHS.saveGift, { ...football, price: 6 }],
    [STAFF_GIFT_PATHS.saveNoblePrice, { tier: 1, price: 40, version: 1 }],
  ] as const;
  expect((await get(STAFF_GIFT_PATHS.catalogue)).code).toBe(ErrorCodes.NO_TOKEN);
  for (const who of ['fan', 'editor', 'moderator'] as const) {
    expect((await get(STAFF_GIFT_PATHS.catalogue, token[who])).code).toBe(ErrorCodes.FORBIDDEN);
    for (const [url, body] of edits) {
      expect(await post(url, body, token[who])).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '仅运营可以操作' });
    }
  }
  for (const [url, body] of edits) expect((await post(url, body, '')).code).toBe(ErrorCodes.NO_TOKEN);
  expect((await get(STAFF_GIFT_PATHS.catalogue, token.admin)).code).toBe(200);
  expect(await staffGift(2)).toEqual(football);
  expect((await catalogue()).nobles[0]!.price).toBe(NOBLE_TIERS[0]!.price);
  expect(await lastAudit()).toBe(audited);
});

test('bad input is refused in Chinese and changes nothing', async () => {
  const audited = await lastAudit();
  const football = await staffGift(2);
  const refusals: Array<[Partial<StaffGift>, string]> = [
    [{ price: 0 }, '礼物价格需要 1 到 100000 的整数（金币）'],
    [{ price: -5 }, '礼物价格需要 1 到 100000 的整数（金币）'],
    [{ price: 100_001 }, '礼物价格需要 1 到 100000 的整数（金币）'],
    [{ name: '   ' }, '请填写礼物名称'],
    [{ name: '一二三四五六七八九' }, '礼物名称最多 8 个字'],
    [{ name: '篮球' }, '已有名为“篮球”的礼物'],
    [{ icon: '' }, '请填写礼物图标'],
  ];
  for (const [over, msg] of refusals) {
    expect(await post(STAFF_GIFT_PATHS.saveGift, { ...football, ...over }, token.operator)).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg,
    });
  }
  expect((await post(STAFF_GIFT_PATHS.saveGift, { ...football, id: 99 }, token.operator)).msg).toBe('没有这个礼物');
  const noble = (price: number, tier = 2) =>
    post(STAFF_GIFT_PATHS.saveNoblePrice, { tier, price, version: 1 }, token.admin);
  expect((await noble(0)).msg).toBe('子爵价格需要 1 到 1000000 的整数（金币）');
  expect((await noble(1_000_001)).msg).toBe('子爵价格需要 1 到 1000000 的整数（金币）');
  expect((await noble(50, 9)).msg).toBe('没有这个贵族等级');
  expect(await staffGift(2)).toEqual(football);
  expect((await catalogue()).nobles[1]!.price).toBe(NOBLE_TIERS[1]!.price);
  expect(await lastAudit()).toBe(audited);
});

test('a price change is what the next send costs; a gift sent before keeps what it paid; audited', async () => {
  const send = (key: string, giftId = 3) =>
    post<GiftSendResult>(VLIVE_PATHS.sendGift, { roomId, giftId, count: 1, key }, token.fan);
  const start = await coins();
  expect((await send('before-change')).data.event.coins).toBe(10);

  const basketball = await staffGift(3);
  const saved = await post<StaffGift>(
    STAFF_GIFT_PATHS.saveGift,
    { ...basketball, price: 12, name: '金篮球' },
    token.operator,
  );
  expect(saved).toMatchObject({ code: 200, data: { id: 3, name: '金篮球', price: 12, version: 2 } });
  expect((await auditLog())[0]).toMatchObject({
    action: 'gift.update',
    target: 'gift:3',
    before: expect.objectContaining({ price: 10, name: '篮球' }),
    after: expect.objectContaining({ price: 12, name: '金篮球' }),
  });
  expect((await fanGifts()).find((g) => g.id === 3)).toMatchObject({ name: '金篮球', price: 12 });

  expect((await send('after-change')).data.event.coins).toBe(12);
  expect(await coins()).toBe(start - 10 - 12);
  const paid = await vdb(t.db).selectFrom('vlive_gift_sends').select(['transfer_key', 'coins']).orderBy('id').execute();
  expect(paid.map((p) => Number(p.coins))).toEqual([10, 12]);

  // a stale edit (read at version 1) is refused and changes nothing
  const stale = await post(STAFF_GIFT_PATHS.saveGift, { ...basketball, price: 99 }, token.admin);
  expect(stale).toMatchObject({ code: ErrorCodes.CONFLICT, msg: '内容已被其他人修改，请刷新后再改' });
  expect((await staffGift(3)).price).toBe(12);
});

test('a gift switched off leaves the fan panel and cannot be sent; a new gift is on sale at once', async () => {
  const rocket = await staffGift(5);
  await post(STAFF_GIFT_PATHS.saveGift, { ...rocket, enabled: false }, token.operator);
  expect((await fanGifts()).map((g) => g.id)).not.toContain(5);
  const off = await post(VLIVE_PATHS.sendGift, { roomId, giftId: 5, count: 1, key: 'rocket-off' }, token.fan);
  expect(off).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '没有这个礼物，或已下架' });

  const made = await post<StaffGift>(
    STAFF_GIFT_PATHS.saveGift,
    { id: 0, version: 0, name: '啤酒', price: 3, effect: 'float', icon: '🍺', enabled: true },
    token.operator,
  );
  expect(made.data).toMatchObject({ id: 6, name: '啤酒', price: 3, enabled: true, version: 1 });
  expect((await auditLog())[0]).toMatchObject({ action: 'gift.create', target: 'gift:6', before: null });
  expect((await fanGifts()).at(-1)).toEqual({ id: 6, name: '啤酒', price: 3, effect: 'float', icon: '🍺' });
  const beer = await post<GiftSendResult>(
    VLIVE_PATHS.sendGift,
    { roomId, giftId: 6, count: 2, key: 'beer-two' },
    token.fan,
  );
  expect(beer.data.event).toMatchObject({ giftId: 6, count: 2, coins: 6 });
});

test('a noble price change is what the tier costs next; a stale one is refused; audited', async () => {
  const saved = await post<StaffNoblePrice>(
    STAFF_GIFT_PATHS.saveNoblePrice,
    { tier: 1, price: 45, version: 1 },
    token.operator,
  );
  expect(saved.data).toEqual({ tier: 1, name: '骑士', price: 45, version: 2 });
  expect((await auditLog())[0]).toMatchObject({
    action: 'noble.price',
    target: 'noble:1',
    before: expect.objectContaining({ price: 30 }),
    after: expect.objectContaining({ price: 45 }),
  });
  expect((await get<NobleStatus>(VLIVE_PATHS.noble)).data.tiers[0]).toMatchObject({ tier: 1, price: 45 });
  const stale = await post(STAFF_GIFT_PATHS.saveNoblePrice, { tier: 1, price: 20, version: 1 }, token.admin);
  expect(stale.code).toBe(ErrorCodes.CONFLICT);
  const start = await coins();
  const bought = await post<NobleStatus>(VLIVE_PATHS.buyNoble, { tier: 1, key: 'knight' }, token.fan);
  expect(bought.data).toMatchObject({ tier: 1, coins: start - 45 });
});

test('two gifts added at once: each made with an id of its own, or refused in Chinese — never a 500', async () => {
  const add = (name: string) =>
    post<StaffGift>(
      STAFF_GIFT_PATHS.saveGift,
      { id: 0, version: 0, name, price: 2, effect: 'float', icon: '🎈', enabled: true },
      token.operator,
    );
  const results = await Promise.all([add('气球'), add('彩带')]);
  for (const r of results) expect([200, ErrorCodes.CONFLICT]).toContain(r.code);
  const made = results.filter((r) => r.code === 200).map((r) => r.data.id);
  expect(made.length).toBeGreaterThanOrEqual(1);
  expect(new Set(made).size).toBe(made.length);
  const refused = results.find((r) => r.code === ErrorCodes.CONFLICT);
  if (refused) expect(refused.msg).toBe('刚有人新增了礼物，请刷新后再试');
});
