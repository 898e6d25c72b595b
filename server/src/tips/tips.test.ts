/**
 * Tips over a real database and a real engine day (manual clock): an expert publishes on
 * not-started matches from the book's current options; bad input (started match, an option the
 * market does not offer, a long title, a sixth tip today, a duplicate purchase) gets a Chinese
 * error and writes nothing; a paid tip's pick stays on the server until bought, and the coins move
 * once; follow toggles; when the engine finishes the match the tips settle, notices go out, and the
 * ranks count them.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCodes,
  SIGNUP_COINS,
  type Envelope,
  type ExpertHead,
  type ExpertRankPage,
  type MyExpert,
  type RecommendationDetail,
  type TipMatchPage,
  type TipOptions,
  type TipPage,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { createUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { ManualClock } from '../live/clock';
import { DbStore } from '../live/db-store';
import { LiveEngine } from '../live/engine';
import { balancesOf } from '../wallet/ledger';
import { decideApplication } from './applications';
import { levelFor } from './experts';
import { modelExpertIds, runModelExperts } from './model-experts';
import { tipsRoutes } from './routes';
import { settleFinished } from './settle';
import { callApi } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;
let clock: ManualClock;
let engine: LiveEngine;
const NOW = Date.now();
const users: Record<'expert' | 'buyer' | 'poor', { id: number; token: string }> = {} as never;

const call = <T>(method: 'GET' | 'POST', url: string, who?: keyof typeof users, body?: unknown) =>
  callApi<T>(app, method, url, { token: who && users[who].token, body });
const tipCount = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM tips_tips`.execute(t.db)).rows[0]!.n);

let matches: TipMatchPage['list'];

beforeAll(async () => {
  t = await openTestDb();
  clock = new ManualClock(NOW);
  engine = new LiveEngine({ seed: 41, speed: 1, tickMs: 300_000, clock, store: new DbStore(t.db), daysAhead: 1 });
  await engine.load();
  await engine.flush();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [tipsRoutes as never] });
  await app.ready();
  for (const [key, phone] of [
    ['expert', '13600000001'],
    ['buyer', '13600000002'],
    ['poor', '13600000003'],
  ] as const) {
    const u = (await createUser(t.db, phone, 'kickoff123', `方案测试${key}`))!;
    users[key] = { id: u.id, token: await createSession(t.db, u.id) };
  }
  matches = (await call<TipMatchPage>('POST', '/tj/expert/match/list', undefined, { page: 1, size: 50 })).data.list;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const tip = (matchId: number, over: Record<string, unknown> = {}) => ({
  matchId,
  market: 1,
  pick: 'home',
  title: '主队主场稳了',
  analysis: '主队近五场主场四胜，客队客场疲软，让球可跟。',
  price: 0,
  ...over,
});

test('match list: matches with odds; a visitor cannot publish; a fan applies and is approved first', async () => {
  expect(matches.length).toBeGreaterThan(3);
  for (const m of matches) expect(m.ot).toBeGreaterThan(NOW / 1000);
  expect((await call('POST', '/tj/expert/publish', undefined, tip(matches[0]!.id))).code).toBe(ErrorCodes.NO_TOKEN);
  const before = await call('POST', '/tj/expert/publish', 'expert', tip(matches[0]!.id));
  expect(before).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '请先申请成为专家' });
  const applied = await call<MyExpert>('POST', '/tj/expert/apply', 'expert', { description: '专注英超' });
  expect(applied.data).toMatchObject({ expert: null, application: { status: 'pending' } });
  // pending (审核中) until a moderator approves it (staff/staff.test.ts 'experts' goes through the console)
  expect((await call('POST', '/tj/expert/publish', 'expert', tip(matches[0]!.id))).msg).toBe('请先申请成为专家');
  await t.db.transaction().execute(async (trx) => {
    const version = (
      await sql<{ version: number }>`
      SELECT version FROM tips_applications WHERE user_id = ${users.expert.id}`.execute(trx)
    ).rows[0]!.version;
    await decideApplication(trx, { userId: users.expert.id, version, approve: true, reason: '' });
  });
  expect((await call<MyExpert>('POST', '/tj/expert/me', 'expert')).data.expert?.level).toBe(1);
  expect(await tipCount()).toBe(0);
});

test('bad input gets a clear Chinese error and writes nothing', async () => {
  const id = matches[0]!.id;
  const long = await call(
    'POST',
    '/tj/expert/publish',
    'expert',
    tip(id, { title: '这是一个超过了十五个字长度的方案标题呀' }),
  );
  expect(long).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '标题最多15个字' });
  const notOption = await call('POST', '/tj/expert/publish', 'expert', tip(id, { pick: 'draw' }));
  expect(notOption).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '所选项不在当前盘口的选项中' });
  const price = await call('POST', '/tj/expert/publish', 'expert', tip(id, { price: 7 }));
  expect(price.msg).toBe('价格无效');
  // a match already played (yesterday's, finished in the store)
  const played = await sql<{ id: number }>`
    SELECT id FROM live_matches WHERE sport = 'football' AND state->>'s' = '8' LIMIT 1`.execute(t.db);
  const started = await call('POST', '/tj/expert/publish', 'expert', tip(played.rows[0]!.id));
  expect(started).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '比赛已开始，只能对未开赛的比赛发布方案' });
  expect(await tipCount()).toBe(0);
});

let paidId = 0;
test('five tips a day: the sixth is refused; the pick comes from the current book', async () => {
  const options = await call<TipOptions>('GET', `/tj/expert/options/${matches[0]!.id}`, 'expert');
  expect(options.data.left).toBe(5);
  const asia = options.data.markets.find((m) => m.market === 1)!;
  expect(asia.options.map((o) => o.pick)).toEqual(['home', 'away']);
  const ids: number[] = [];
  const plan = [
    [0, 1, 'home', 18],
    [0, 3, 'over', 0],
    [0, 2, 'home', 0],
    [1, 1, 'away', 0],
    [1, 3, 'under', 0],
  ] as const;
  for (const [m, market, pick, price] of plan) {
    const r = await call<{ id: number }>(
      'POST',
      '/tj/expert/publish',
      'expert',
      tip(matches[m]!.id, { market, pick, price }),
    );
    expect(r).toMatchObject({ code: 200, msg: '发布成功' });
    ids.push(r.data.id);
  }
  paidId = ids[0]!;
  const sixth = await call('POST', '/tj/expert/publish', 'expert', tip(matches[2]!.id));
  expect(sixth).toMatchObject({ code: ErrorCodes.RATE_LIMITED, msg: '每天最多发布5条方案，请明天再来' });
  expect(await tipCount()).toBe(5);
  const paid = await call<RecommendationDetail>('GET', `/tj/recommend/detail/${paidId}`, 'expert');
  expect(paid.data).toMatchObject({ locked: false, pick: 'home', line: asia.line, odds: asia.options[0]!.odds });
});

test('a paid pick stays on the server until bought; coins move once; a second purchase is refused', async () => {
  const anon = await app.inject({ method: 'GET', url: `/tj/recommend/detail/${paidId}` });
  expect(anon.body).not.toContain('主队近五场');
  expect(anon.json<Envelope<RecommendationDetail>>().data).toMatchObject({
    locked: true,
    pick: null,
    analysis: '',
    odds: 0,
  });
  const feed = await app.inject({
    method: 'GET',
    url: '/tj/recommend/2?page=1',
    headers: { accesstoken: users.buyer.token },
  });
  expect(feed.json<Envelope<TipPage>>().data.recList.map((r) => r.id)).toEqual([paidId]);
  expect(feed.body).not.toContain('"pick":"home"');

  const bought = await call<RecommendationDetail>('POST', '/tj/expert/buy', 'buyer', { id: paidId });
  expect(bought).toMatchObject({ code: 200, data: { locked: false, bought: true, pick: 'home' } });
  expect(bought.data.analysis).toContain('主队近五场');
  const again = await call('POST', '/tj/expert/buy', 'buyer', { id: paidId });
  expect(again).toMatchObject({ code: ErrorCodes.CONFLICT, msg: '您已购买过该方案，无需重复购买' });
  // 已购 (code 5): the buyer's bought tips, unlocked; nobody else's; visitors log in first
  const mine = await call<TipPage>('GET', '/tj/recommend/5?page=1', 'buyer');
  expect(mine.data.recList.map((r) => [r.id, r.locked, r.bought])).toEqual([[paidId, false, true]]);
  expect((await call<TipPage>('GET', '/tj/recommend/5?page=1', 'poor')).data.recList).toEqual([]);
  expect((await call('GET', '/tj/recommend/5?page=1')).code).toBe(ErrorCodes.NO_TOKEN);
  expect(await balancesOf(t.db, users.buyer.id)).toMatchObject({ coin: SIGNUP_COINS - 18 });
  expect(await balancesOf(t.db, users.expert.id)).toMatchObject({ coin: SIGNUP_COINS + 18 });
  const ledger = await sql<{ n: string }>`
    SELECT count(*) AS n FROM wallet_ledger WHERE user_id = ${users.buyer.id} AND reason = 'tip_buy'`.execute(t.db);
  expect(Number(ledger.rows[0]!.n)).toBe(1);

  // too few coins: nothing bought, nothing moved
  await sql`UPDATE wallets SET balance = 5 WHERE user_id = ${users.poor.id} AND currency = 'coin'`.execute(t.db);
  const poor = await call('POST', '/tj/expert/buy', 'poor', { id: paidId });
  expect(poor).toMatchObject({ code: ErrorCodes.INSUFFICIENT_BALANCE, msg: '金币不足' });
  const rows = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM tips_purchases WHERE user_id = ${users.poor.id}`.execute(t.db);
  expect(Number(rows.rows[0]!.n)).toBe(0);
  expect(await balancesOf(t.db, users.poor.id)).toMatchObject({ coin: 5 });
});

test('every call that returns tips keeps an unbought paid pick, odds and analysis on the server', async () => {
  // `poor` follows the expert (so the 关注 feed and the attention list have him) but has not bought
  expect((await call('POST', '/tj/expert/follow', 'poor', { plat: 2, eid: users.expert.id })).data).toMatchObject({
    follow: 1,
  });
  const lists: [string, 'GET' | 'POST', string, unknown][] = [
    ['feed 全部', 'GET', '/tj/recommend/0?page=1&size=50', undefined],
    ['feed 付费', 'GET', '/tj/recommend/2?page=1&size=50', undefined],
    ['feed 关注', 'GET', '/tj/recommend/3?page=1&size=50', undefined],
    ['expert home', 'POST', '/tj/expert/home/rec', { eid: users.expert.id, page: 1, size: 50 }],
  ];
  for (const [name, method, url, body] of lists) {
    for (const who of [undefined, 'poor'] as const) {
      if (!who && url.startsWith('/tj/recommend/3')) continue;
      const res = await app.inject({
        method,
        url,
        headers: who ? { accesstoken: users[who].token } : {},
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const page = res.json<Envelope<TipPage>>().data;
      const paid = page.recList.find((r) => r.id === paidId);
      expect([name, who, paid]).toEqual([name, who, expect.objectContaining({ locked: true, pick: null, odds: 0 })]);
      expect(paid!.pickLabel).toBe('');
      // cards never carry the analysis or the options' odds, paid or not
      for (const r of page.recList) expect(Object.keys(r)).not.toEqual(expect.arrayContaining(['analysis']));
      expect(res.body).not.toContain('主队近五场');
    }
  }
  const detail = await call<RecommendationDetail>('GET', `/tj/recommend/detail/${paidId}`, 'poor');
  expect(detail.data).toMatchObject({ locked: true, pick: null, odds: 0, analysis: '' });
  expect(detail.data.options.every((o) => o.odds === 0)).toBe(true);
  // the match list, the ranks and the attention list carry no tip content at all
  for (const [url, body] of [
    ['/tj/expert/match/list', { page: 1, size: 50 }],
    ['/tj/expert/pc/experts', { page: 1, days: 30 }],
    ['/tj/expert/pc/experts', { page: 1, days: 30, attention: 1 }],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { accesstoken: users.poor.token },
      payload: body as Record<string, unknown>,
    });
    expect(res.json<Envelope<unknown>>().code).toBe(200);
    expect(res.body).not.toMatch(/"pick"|"analysis"|"odds"|主队近五场/);
  }
  // the buyer sees the same tip whole in the feed
  const bought = await call<TipPage>('GET', '/tj/recommend/2?page=1&size=50', 'buyer');
  expect(bought.data.recList.find((r) => r.id === paidId)).toMatchObject({ locked: false, bought: true, pick: 'home' });
  // back to not following, for the follow test below
  expect((await call('POST', '/tj/expert/follow', 'poor', { plat: 3, eid: users.expert.id })).data).toMatchObject({
    follow: 0,
  });
});

test('follow toggles 1 then 0 and echoes plat and eid; the attention list follows it', async () => {
  const eid = users.expert.id;
  const on = await call('POST', '/tj/expert/follow', 'buyer', { plat: 1, eid });
  expect(on).toMatchObject({ code: 200, data: { follow: 1, plat: 1, eid } });
  // each plat (0 detail, 1 home, 2 list, 3 attention) toggles the same flag and is echoed back
  expect((await call('POST', '/tj/expert/follow', 'buyer', { plat: 0, eid })).data).toEqual({
    follow: 0,
    plat: 0,
    eid,
  });
  expect((await call('POST', '/tj/expert/follow', 'buyer', { plat: 2, eid })).data).toEqual({
    follow: 1,
    plat: 2,
    eid,
  });
  const list = await call<ExpertRankPage>('POST', '/tj/expert/pc/experts', 'buyer', { page: 1, attention: 1 });
  expect(list.data.list.map((r) => r.expert.id)).toEqual([eid]);
  const off = await call('POST', '/tj/expert/follow', 'poor', { plat: 3, eid });
  expect(off.data).toMatchObject({ follow: 1 });
  expect((await call('POST', '/tj/expert/follow', 'poor', { plat: 3, eid })).data).toMatchObject({ follow: 0 });
  expect((await call('POST', '/tj/expert/follow', 'expert', { plat: 0, eid })).msg).toBe('不能关注自己');
  expect((await call('POST', '/tj/expert/follow', 'buyer', { plat: 9, eid })).code).toBe(ErrorCodes.PARAM_INVALID);
});

test('model experts tip the next matches from the odds consensus, marked 模型', async () => {
  await modelExpertIds(t.db);
  const published = await runModelExperts(t.db, NOW);
  expect(published).toBeGreaterThan(0);
  const feed = await call<TipPage>('GET', '/tj/recommend/4?page=1&size=50');
  expect(feed.data.recList.length).toBe(published);
  for (const r of feed.data.recList) expect(r.expert.model).toBe(1);
  const free = feed.data.recList.find((r) => r.price === 0)!;
  const detail = await call<RecommendationDetail>('GET', `/tj/recommend/detail/${free.id}`);
  expect(detail.data.analysis).toContain('去掉抽水后的平均概率');
  // a second round the same minute publishes nothing new
  expect(await runModelExperts(t.db, NOW)).toBe(0);
});

test('when the engine finishes the matches the tips settle once, notices go out and the rank moves', async () => {
  const before = await call<ExpertRankPage>('POST', '/tj/expert/pc/experts', undefined, { page: 1, days: 7 });
  expect(before.data.list.find((r) => r.expert.id === users.expert.id)).toBeUndefined();
  const last = Math.max(matches[0]!.ot, matches[1]!.ot);
  clock.set(last * 1000 + 4 * 3600_000);
  engine.tick(true);
  await engine.flush();
  // the plugin's own settle timer may get there first: either way every tip settles exactly once
  await settleFinished(t.db, null, NOW);
  const pending = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM tips_tips WHERE result = 0 AND expert_id = ${users.expert.id}`.execute(t.db);
  expect(Number(pending.rows[0]!.n)).toBe(0);
  expect(await settleFinished(t.db, null, NOW)).toBe(0);

  const mine = await call<{ recList: RecommendationDetail[] }>('POST', '/tj/expert/home/rec', 'expert', {
    eid: users.expert.id,
    page: 1,
  });
  for (const r of mine.data.recList) expect(r.result).not.toBe(0);
  const head = await call<ExpertHead>('POST', '/tj/expert/home/head', 'buyer', { eid: users.expert.id });
  const week = head.data.records[0];
  expect(week.total).toBe(5);
  expect(week.won + week.lost + week.push).toBe(5);
  // the level follows the settled record (5 decided at ≥ 50% is 中级专家)
  expect(head.data.expert.level).toBe(levelFor(week.won + week.lost, week.hitRate));
  expect(head.data.expert.follow).toBe(1);
  const after = await call<ExpertRankPage>('POST', '/tj/expert/pc/experts', undefined, { page: 1, days: 7 });
  const row = after.data.list.find((r) => r.expert.id === users.expert.id)!;
  expect(row.record).toEqual(week);
  // the ranks are ordered by hit rate
  const rates = after.data.list.map((r) => r.record.hitRate);
  expect([...rates].sort((a, b) => b - a)).toEqual(rates);

  const notes = await sql<{ user_id: number; title: string }>`
    SELECT user_id, title FROM notices WHERE kind = 'tip' AND link = ${`/proposal/detail?id=${paidId}`}`.execute(t.db);
  expect(notes.rows.map((n) => n.user_id).sort()).toEqual([users.expert.id, users.buyer.id].sort());
  expect(notes.rows[0]!.title).toMatch(/^方案开奖：(红|黑|走|赢半|输半)$/);
});
