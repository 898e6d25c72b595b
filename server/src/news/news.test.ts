/**
 * The newsroom and the news calls over a real database and a real engine day: every match that
 * ended gets one report whose score and scorers are the stored ones, previews and round-ups appear,
 * a second pass writes nothing new; the list pages newest first; comments, replies and likes work
 * and refuse bad input. (Editors write in the console: staff/staff.test.ts 'news desk'.)
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCodes,
  type NewsComment,
  type NewsCommentPage,
  type NewsDetail,
  type NewsPage,
  type NoticePage,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { ManualClock, beijingMidnight } from '../live/clock';
import { DbStore } from '../live/db-store';
import { LiveEngine } from '../live/engine';
import { grantRole } from './articles';
import { gamesSince, incidentsOf, isFinished } from './match-data';
import { newsRoutes } from './routes';
import { writeFromMatches, writeHistory } from './writer';
import { teamRef } from '../live/views';
import { callApi } from '../test-support/http';

const NOW = beijingMidnight('2026-06-11') + 21 * 3600_000;

let t: OpenTestDb;
let app: FastifyInstance;
let base: string;
let fan: string;
let editor: string;

beforeAll(async () => {
  t = await openTestDb();
  const engine = new LiveEngine({
    seed: 31,
    speed: 1,
    tickMs: 300_000,
    clock: new ManualClock(NOW),
    store: new DbStore(t.db),
    daysAhead: 1,
  });
  await engine.load();
  await engine.flush();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [newsRoutes as never] });
  base = await app.listen({ port: 39510, host: '127.0.0.1' });
  fan = await createSession(t.db, (await insertUser(t.db, '13500000001', 'x', '评论的球迷'))!.id);
  const ed = (await insertUser(t.db, '13500000002', 'x', '开球编辑'))!;
  await grantRole(t.db, ed.id, 'editor');
  editor = await createSession(t.db, ed.id);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = <T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  callApi<T>(base, method, url, { token, body });

test('every finished match gets one report with the stored score and scorers; a second pass adds nothing', async () => {
  const written = await writeFromMatches(t.db, { speed: 1, now: NOW });
  const games = (await gamesSince(t.db, '2026-06-10')).filter(isFinished);
  expect(games.length).toBeGreaterThan(20);
  expect(written).toBeGreaterThan(games.length);
  expect(await writeFromMatches(t.db, { speed: 1, now: NOW })).toBe(0);

  const football = games.find((g) => g.fb && g.fb.sc[0] + g.fb.sc[1] >= 2)!;
  const goals = ((await incidentsOf(t.db, [football.id])).get(football.id) ?? []).filter((i) =>
    ['goal', 'penalty'].includes(i.type),
  );
  const row = await sql<{ id: number; title: string; content: string }>`
    SELECT id, title, content FROM news_articles WHERE source_key = ${`report:${football.id}`}`.execute(t.db);
  expect(row.rows).toHaveLength(1);
  const { content } = row.rows[0]!;
  expect(content).toContain(
    `最终比分定格在${football.fb!.sc[0]}-${football.fb!.sc[1]}` === ''
      ? ''
      : `${football.fb!.sc[0]}-${football.fb!.sc[1]}`,
  );
  for (const g of goals) expect(content).toContain(`${g.minute}${g.extra ? `+${g.extra}` : ''}' ${g.player}`);
  expect(content).toContain('技术统计');

  const detail = await call<NewsDetail>('GET', `/inform/info/detail?id=${row.rows[0]!.id}`);
  expect(detail.data.match).toMatchObject({ id: football.id, sc: football.fb!.sc });
  expect(detail.data.cover).toBe(`/inform/cover/${row.rows[0]!.id}.svg`);
  const cover = await fetch(base + detail.data.cover);
  expect(cover.headers.get('content-type')).toContain('image/svg+xml');
  expect(await cover.text()).toContain(`${football.fb!.sc[0]} - ${football.fb!.sc[1]}`);

  const kinds = await sql<{ kind: string; n: string | number }>`
    SELECT kind, count(*) AS n FROM news_articles GROUP BY kind`.execute(t.db);
  expect(kinds.rows.map((r) => r.kind).sort()).toEqual(expect.arrayContaining(['report', 'roundup', 'preview']));
});

test('the list pages a column newest first; 头条 holds every column; an unknown column is refused', async () => {
  const first = await call<NewsPage>('POST', '/inform/info/list', { column: 1002, page: 1, size: 10 });
  expect(first.data.list).toHaveLength(10);
  expect(first.data.next).toBe(2);
  const second = await call<NewsPage>('POST', '/inform/info/list', { column: 1002, page: 2, size: 10 });
  const times = [...first.data.list, ...second.data.list].map((i) => i.publishTime);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(new Set([...first.data.list, ...second.data.list].map((i) => i.id)).size).toBe(20);
  const basketball = await call<NewsPage>('POST', '/inform/info/list', { column: 1004, page: 1, size: 50 });
  expect(basketball.data.list.every((i) => i.columnId === 1004)).toBe(true);
  expect((await call('POST', '/inform/info/list', { column: 7, page: 1, size: 10 })).code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
  const columns = await call<{ id: number }[]>('GET', '/inform/column/getColumnByType');
  expect(columns.data.map((c) => c.id)).toEqual([1002, 1003, 1004, 1005]);
});

test('comments: text stays text, banned words masked, one level of replies, likes, hot order, bad input', async () => {
  const { data: page } = await call<NewsPage>('POST', '/inform/info/list', { column: 1002, page: 1, size: 1 });
  const articleId = page.list[0]!.id;
  const script = '<script>alert(1)</script> 好球！';
  const c1 = await call<NewsComment>('POST', '/inform/comment/add', { articleId, content: script }, fan);
  expect(c1.code).toBe(200);
  expect(c1.data.content).toBe(script);
  const c2 = await call<NewsComment>('POST', '/inform/comment/add', { articleId, content: '裁判是傻逼' }, fan);
  expect(c2.data.content).not.toContain('傻逼');
  const reply = await call<NewsComment>(
    'POST',
    '/inform/comment/add',
    { articleId, content: '同意', parentId: c1.data.id },
    fan,
  );
  const replyToReply = await call<NewsComment>(
    'POST',
    '/inform/comment/add',
    { articleId, content: '+1', parentId: reply.data.id },
    fan,
  );
  expect(replyToReply.data.parentId).toBe(c1.data.id);
  expect(
    (await call<{ likes: number }>('POST', '/inform/comment/like', { id: c1.data.id, like: 1 }, editor)).data.likes,
  ).toBe(1);
  expect(
    (await call<{ likes: number }>('POST', '/inform/comment/like', { id: c1.data.id, like: 1 }, editor)).data.likes,
  ).toBe(1);

  const hot = await call<NewsCommentPage>(
    'GET',
    `/inform/comment/list?articleId=${articleId}&sort=hot`,
    undefined,
    editor,
  );
  expect(hot.data.list.map((c) => c.id)).toEqual([c1.data.id, c2.data.id]);
  expect(hot.data.list[0]!.liked).toBe(true);
  expect(hot.data.list[0]!.replies.map((r) => r.content)).toEqual(['同意', '+1']);
  expect(hot.data.total).toBe(4);
  const newest = await call<NewsCommentPage>('GET', `/inform/comment/list?articleId=${articleId}`);
  expect(newest.data.list.map((c) => c.id)).toEqual([c2.data.id, c1.data.id]);

  const detail = await call<NewsDetail>('GET', `/inform/info/detail?id=${articleId}`);
  expect(detail.data.comments).toBe(4);
  expect((await call('POST', '/inform/comment/add', { articleId, content: '   ' }, fan)).code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
  expect((await call('POST', '/inform/comment/add', { articleId, content: '长'.repeat(501) }, fan)).code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
  expect((await call('POST', '/inform/comment/add', { articleId: 99999999, content: '你好' }, fan)).code).toBe(
    ErrorCodes.NOT_FOUND,
  );
  expect((await call('POST', '/inform/comment/add', { articleId, content: '你好' })).code).toBe(ErrorCodes.NO_TOKEN);
  expect((await call<NewsDetail>('GET', `/inform/info/detail?id=${articleId}`)).data.comments).toBe(4);

  // the editor's like told the fan (a link to the article); the fan's replies to their own comment told nobody
  const told = (await call<NoticePage>('GET', '/imapi/notice/list?page=1&size=20', undefined, fan)).data.list;
  expect(told.filter((n) => n.kind === 'like' || n.kind === 'reply').map((n) => [n.kind, n.body, n.link])).toEqual([
    ['like', script, expect.stringMatching(new RegExp(`^/news/\\d{4}/${articleId}$`))],
  ]);
});

test('likes count once per fan and can be taken back', async () => {
  const { data: page } = await call<NewsPage>('POST', '/inform/info/list', { column: 1003, page: 1, size: 1 });
  const id = page.list[0]!.id;
  expect((await call<{ likes: number }>('POST', '/inform/info/like', { id, like: 1 }, fan)).data.likes).toBe(1);
  expect((await call<{ likes: number }>('POST', '/inform/info/like', { id, like: 1 }, fan)).data.likes).toBe(1);
  expect((await call<NewsDetail>('GET', `/inform/info/detail?id=${id}`, undefined, fan)).data.liked).toBe(true);
  expect((await call<{ likes: number }>('POST', '/inform/info/like', { id, like: 0 }, fan)).data.likes).toBe(0);
});

test('imported real seasons become stories: the champion from the real table, the biggest win', async () => {
  // twelve results of a season between four 英超 clubs: 36001 wins everything at home
  const clubs = [36001, 36002, 36003, 36004];
  const rows = [];
  let day = 1;
  for (const h of clubs)
    for (const a of clubs)
      if (h !== a)
        rows.push({
          league_id: 36,
          season: 2023,
          played_on: `2023-09-${String(day++).padStart(2, '0')}`,
          ot: 1_694_000_000 + day * 86_400,
          home_id: h,
          away_id: a,
          home_goals: h === 36001 ? 5 : 1,
          away_goals: h === 36001 ? 0 : 1,
          home_ht: 1,
          away_ht: 0,
          source: 'test',
        });
  await t.db
    .withTables<{ live_imported_results: Record<string, unknown> }>()
    .insertInto('live_imported_results')
    .values(rows)
    .execute();
  expect(await writeHistory(t.db, NOW)).toBe(2);
  expect(await writeHistory(t.db, NOW)).toBe(0);
  const titles = await sql<{
    title: string;
  }>`SELECT title FROM news_articles WHERE kind = 'history' ORDER BY id`.execute(t.db);
  const champion = teamRef(36001).name;
  expect(titles.rows.map((r) => r.title)).toEqual([
    `回顾2023/24赛季英超：${champion}${3 * 3 + 1 * 3}分登顶`,
    expect.stringContaining(`${champion}5-0`),
  ]);
});
