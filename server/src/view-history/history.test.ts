/**
 * 浏览历史 against the real database: a view of a match, an article or a room is stored once per
 * thing (viewing again moves it to the top), each kind keeps the newest VIEW_HISTORY_CAP, a view of
 * something that does not exist is refused and writes nothing, things gone since drop out of the
 * list, clearing takes one kind or all; over HTTP the calls are the signed-in fan's own.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCodes,
  VIEW_HISTORY_CAP,
  VIEW_HISTORY_PATHS,
  type Envelope,
  type ViewKind,
  type ViewPage,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { REFERENCE } from '../live/reference/clubs';
import { insertArticles } from '../news/articles';
import { newsDb } from '../news/tables';
import { vdb } from '../vlive/tables';
import { clearViews, recordView, viewPage } from './history';

let t: OpenTestDb;
let app: FastifyInstance;
const NOW = Date.parse('2026-11-20T04:00:00Z');
const MATCH0 = 880_001;
/** more matches than the cap, so the cap can be reached */
const MATCHES = VIEW_HISTORY_CAP + 5;
let articles: number[] = [];
let roomId = 0;

const fan = async (phone: string) => (await insertUser(t.db, phone, 'x', '看球的球迷'))!.id;
const count = async (userId: number, kind: ViewKind) =>
  Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM view_history WHERE user_id = ${userId} AND kind = ${kind}`.execute(t.db)
    ).rows[0]!.n,
  );
const ids = (page: ViewPage) => page.list.map((e) => e.id);

beforeAll(async () => {
  t = await openTestDb();
  const football = [...REFERENCE.teams.values()].filter((x) => x.sport === 'football');
  const [home, away] = football;
  for (let i = 0; i < MATCHES; i++) {
    await sql`
      INSERT INTO live_matches (id, sport, league_id, home_id, away_id, ot, date, fixture, state, phase, cursor, done)
      VALUES (${MATCH0 + i}, 'football', ${home!.leagueId}, ${home!.id}, ${away!.id}, ${NOW / 1000 + i * 60},
        '2026-11-20', '{}'::jsonb, ${JSON.stringify({ s: 2, sc: [1, 0] })}::jsonb, '{}'::jsonb, 0, false)`.execute(
      t.db,
    );
  }
  articles = await insertArticles(
    t.db,
    ['第一篇战报', '第二篇战报'].map((title) => ({
      columnId: 1005,
      kind: 'report' as const,
      tag: '英超',
      title,
      content: `<p>${title}的正文</p>`,
      author: '开球编辑部',
      publishTime: NOW / 1000 - 3600,
    })),
  );
  const anchor = await fan('13700000099');
  const room = await vdb(t.db)
    .insertInto('vlive_rooms')
    .values({ anchor_id: anchor, title: '周末英超直播', category: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  roomId = room.id;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('a thing viewed again moves to the top instead of adding a row; each kind lists on its own', async () => {
  const id = await fan('13700000001');
  await recordView(t.db, id, 'match', MATCH0, NOW);
  await recordView(t.db, id, 'match', MATCH0 + 1, NOW + 1000);
  await recordView(t.db, id, 'news', articles[0]!, NOW + 2000);
  await recordView(t.db, id, 'room', roomId, NOW + 3000);
  await recordView(t.db, id, 'match', MATCH0, NOW + 4000);
  // an older view arriving late (a slow request) does not move it back
  await recordView(t.db, id, 'match', MATCH0, NOW + 500);

  const matches = await viewPage(t.db, id, { kind: 'match', page: 1, size: 10 }, NOW);
  expect(ids(matches)).toEqual([MATCH0, MATCH0 + 1]);
  expect(matches.list[0]).toMatchObject({ kind: 'match', time: NOW + 4000, match: { id: MATCH0, s: 2, sc: [1, 0] } });
  expect(matches.list[0]!.match!.home).not.toBe('');
  const news = await viewPage(t.db, id, { kind: 'news', page: 1, size: 10 }, NOW);
  expect(news.list).toEqual([
    expect.objectContaining({ kind: 'news', id: articles[0], news: expect.objectContaining({ title: '第一篇战报' }) }),
  ]);
  const rooms = await viewPage(t.db, id, { kind: 'room', page: 1, size: 10 }, NOW);
  expect(rooms.list[0]).toMatchObject({ id: roomId, room: { title: '周末英超直播', cover: expect.any(String) } });
  expect(await count(id, 'match')).toBe(2);
});

test('pages run newest first and say when there is more', async () => {
  const id = await fan('13700000002');
  for (let i = 0; i < 5; i++) await recordView(t.db, id, 'match', MATCH0 + i, NOW + i * 1000);
  const first = await viewPage(t.db, id, { kind: 'match', page: 1, size: 2 }, NOW);
  const third = await viewPage(t.db, id, { kind: 'match', page: 3, size: 2 }, NOW);
  expect(ids(first)).toEqual([MATCH0 + 4, MATCH0 + 3]);
  expect(first.next).toBe(2);
  expect(ids(third)).toEqual([MATCH0]);
  expect(third.next).toBe(0);
});

test('each kind keeps the newest views up to the cap, also under parallel views', async () => {
  const id = await fan('13700000003');
  await recordView(t.db, id, 'news', articles[1]!, NOW);
  await Promise.all(
    Array.from({ length: MATCHES }, (_, i) => recordView(t.db, id, 'match', MATCH0 + i, NOW + i * 1000)),
  );
  expect(await count(id, 'match')).toBe(VIEW_HISTORY_CAP);
  const page = await viewPage(t.db, id, { kind: 'match', page: 1, size: 50 }, NOW);
  expect(page.list[0]!.id).toBe(MATCH0 + MATCHES - 1);
  // the oldest five went; the other kind was not touched
  const all = await sql<{ target_id: number }>`
    SELECT target_id FROM view_history WHERE user_id = ${id} AND kind = 'match'`.execute(t.db);
  expect(Math.min(...all.rows.map((r) => r.target_id))).toBe(MATCH0 + 5);
  expect(await count(id, 'news')).toBe(1);
});

test('a view of something that does not exist is refused in Chinese and writes nothing', async () => {
  const id = await fan('13700000004');
  await expect(recordView(t.db, id, 'match', 999_999, NOW)).rejects.toThrow('比赛不存在');
  await expect(recordView(t.db, id, 'news', 999_999, NOW)).rejects.toThrow('资讯不存在或已删除');
  await expect(recordView(t.db, id, 'room', 999_999, NOW)).rejects.toThrow('直播间不存在');
  expect((await count(id, 'match')) + (await count(id, 'news')) + (await count(id, 'room'))).toBe(0);
});

test('an article hidden since drops out of the list; clearing takes one kind or everything', async () => {
  const id = await fan('13700000005');
  await recordView(t.db, id, 'news', articles[0]!, NOW);
  await recordView(t.db, id, 'news', articles[1]!, NOW + 1000);
  await recordView(t.db, id, 'match', MATCH0, NOW);
  await recordView(t.db, id, 'room', roomId, NOW);
  await newsDb(t.db).updateTable('news_articles').set({ hidden: true }).where('id', '=', articles[1]!).execute();
  try {
    expect(ids(await viewPage(t.db, id, { kind: 'news', page: 1, size: 10 }, NOW))).toEqual([articles[0]]);
  } finally {
    await newsDb(t.db).updateTable('news_articles').set({ hidden: false }).where('id', '=', articles[1]!).execute();
  }
  expect(await clearViews(t.db, id, 'news')).toBe(2);
  expect(await count(id, 'match')).toBe(1);
  expect(await clearViews(t.db, id)).toBe(2);
  expect((await count(id, 'match')) + (await count(id, 'room'))).toBe(0);
});

test('over HTTP: a visitor is asked to log in; a fan records, lists and clears only their own views', async () => {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  const me = await createSession(t.db, await fan('13700000006'));
  const other = await createSession(t.db, await fan('13700000007'));
  const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    (
      await app.inject({
        method,
        url,
        headers: token ? { accesstoken: token } : {},
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      })
    ).json<Envelope<T>>();

  expect((await call('POST', VIEW_HISTORY_PATHS.add, undefined, { kind: 'match', id: MATCH0 })).code).toBe(
    ErrorCodes.NO_TOKEN,
  );
  expect((await call('GET', `${VIEW_HISTORY_PATHS.list}?kind=match`)).code).toBe(ErrorCodes.NO_TOKEN);
  const badKind = await call('POST', VIEW_HISTORY_PATHS.add, me, { kind: 'team', id: 1 });
  expect(badKind.code).toBe(ErrorCodes.PARAM_INVALID);
  expect(badKind.msg).toMatch(/[\u4e00-\u9fa5]/);
  const missing = await call('POST', VIEW_HISTORY_PATHS.add, me, { kind: 'room', id: 999_999 });
  expect(missing).toMatchObject({ code: ErrorCodes.NOT_FOUND, msg: '直播间不存在' });

  expect((await call('POST', VIEW_HISTORY_PATHS.add, me, { kind: 'room', id: roomId })).code).toBe(200);
  expect((await call('POST', VIEW_HISTORY_PATHS.add, me, { kind: 'news', id: articles[0] })).code).toBe(200);
  const rooms = await call<ViewPage>('GET', `${VIEW_HISTORY_PATHS.list}?kind=room&page=1&size=10`, me);
  expect(rooms.data.list).toEqual([
    expect.objectContaining({ kind: 'room', id: roomId, room: expect.objectContaining({ title: '周末英超直播' }) }),
  ]);
  expect((await call<ViewPage>('GET', `${VIEW_HISTORY_PATHS.list}?kind=room`, other)).data.list).toEqual([]);

  const cleared = await call<{ removed: number }>('POST', VIEW_HISTORY_PATHS.clear, me, { kind: 'room' });
  expect(cleared).toMatchObject({ code: 200, data: { removed: 1 } });
  expect((await call<ViewPage>('GET', `${VIEW_HISTORY_PATHS.list}?kind=news`, me)).data.list).toHaveLength(1);
});
