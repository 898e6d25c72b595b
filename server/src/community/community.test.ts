/**
 * The community over real HTTP and a real database: a post and its images commit together (an
 * image that is not the author's, or one already used, leaves nothing written), empty and
 * oversized posts are refused, text stays text with banned words masked, questions take answers
 * and one accepted answer, reports reach the admins' queue and hiding removes the post everywhere
 * (comments on it refused). The seed builds a lived-in community once.
 */
import sharp from 'sharp';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCodes,
  MessageCodes,
  type CommunityPage,
  type CommunityPost,
  type CommunityReport,
  type Envelope,
  type NewsCommentPage,
  type NoticePage,
  type ServerMessage,
  type UploadedImage,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { DEMO_USER } from '../accounts/users';
import { insertUser, seedDemoUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { grantRole } from '../news/articles';
import communityRoutes from './routes';
import { seedCommunity } from './seed';
import { callApi } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;
/** what the hub was asked to publish, by topic (notices go to `user:{id}`) */
const published: Array<{ topic: string; msg: ServerMessage }> = [];
let base: string;
let fan: string;
let other: string;
let admin: string;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  const publish = hub.publish.bind(hub);
  hub.publish = (topic, msg) => {
    published.push({ topic, msg });
    publish(topic, msg);
  };
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [communityRoutes as never] });
  base = await app.listen({ port: 39511, host: '127.0.0.1' });
  fan = await createSession(t.db, (await insertUser(t.db, '13500000011', 'x', '发帖的球迷'))!.id);
  other = await createSession(t.db, (await insertUser(t.db, '13500000012', 'x', '路过的球迷'))!.id);
  const ad = (await insertUser(t.db, '13500000013', 'x', '社区管理员'))!;
  await grantRole(t.db, ad.id, 'admin');
  admin = await createSession(t.db, ad.id);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = <T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  callApi<T>(base, method, url, { token, body });

async function upload(token: string): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${base}/inform/upload?purpose=post`, {
    method: 'POST',
    headers: { accessToken: token },
    body: form,
  });
  return ((await res.json()) as Envelope<UploadedImage>).data.id;
}

const count = async (table: string) =>
  Number((await sql<{ n: string | number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n);

test('a post with two images commits with them; a stranger’s or reused image leaves nothing written', async () => {
  const [i1, i2] = [await upload(fan), await upload(fan)];
  const made = await call<{ code: string }>(
    'POST',
    '/inform/community/post',
    { boardId: 1, kind: 'post', content: '现场照片', images: [i1, i2] },
    fan,
  );
  expect(made.code).toBe(200);
  const { data: post } = await call<CommunityPost>('GET', `/inform/community/detail?code=${made.data.code}`);
  expect(post.images.map((i) => i.id)).toEqual([i1, i2]);
  expect(post.images[0]!.thumbUrl).toBe(`/inform/image/${i1}/thumb`);

  const posts = await count('community_posts');
  const strangers = await upload(other);
  const stolen = await call(
    'POST',
    '/inform/community/post',
    { boardId: 1, kind: 'post', content: '别人的图', images: [strangers] },
    fan,
  );
  expect(stolen.code).toBe(ErrorCodes.PARAM_INVALID);
  const reused = await call(
    'POST',
    '/inform/community/post',
    { boardId: 1, kind: 'post', content: '再发一次', images: [await upload(fan), i1] },
    fan,
  );
  expect(reused.code).toBe(ErrorCodes.CONFLICT);
  expect(await count('community_posts')).toBe(posts);

  expect(
    (await call('POST', '/inform/community/post', { boardId: 1, kind: 'post', content: '   ', images: [] }, fan)).code,
  ).toBe(ErrorCodes.PARAM_INVALID);
  expect(
    (
      await call(
        'POST',
        '/inform/community/post',
        { boardId: 1, kind: 'post', content: '长'.repeat(2001), images: [] },
        fan,
      )
    ).code,
  ).toBe(ErrorCodes.PARAM_INVALID);
  expect(
    (
      await call(
        'POST',
        '/inform/community/post',
        {
          boardId: 1,
          kind: 'post',
          content: '太多图',
          images: Array.from({ length: 10 }, (_, i) => String(i).padStart(32, 'a')),
        },
        fan,
      )
    ).code,
  ).toBe(ErrorCodes.PARAM_INVALID);
  expect(
    (
      await call(
        'POST',
        '/inform/community/post',
        { boardId: 999, kind: 'post', content: '没有这个圈', images: [] },
        fan,
      )
    ).code,
  ).toBe(ErrorCodes.NOT_FOUND);
  expect(
    (
      await call(
        'POST',
        '/inform/community/post',
        { boardId: 1, kind: 'question', content: '没有标题', images: [] },
        fan,
      )
    ).code,
  ).toBe(ErrorCodes.PARAM_INVALID);
  expect(
    (await call('POST', '/inform/community/post', { boardId: 1, kind: 'post', content: '游客', images: [] })).code,
  ).toBe(ErrorCodes.NO_TOKEN);
  expect(await count('community_posts')).toBe(posts);
});

test('text stays text, banned words masked; the list is newest first per board', async () => {
  const payload = '<img src=x onerror=alert(1)>傻逼裁判';
  const made = await call<{ code: string }>(
    'POST',
    '/inform/community/post',
    { boardId: 3600, kind: 'post', content: payload, images: [] },
    fan,
  );
  const { data: page } = await call<CommunityPage>('GET', '/inform/community/list?board=3600');
  expect(page.list[0]!.code).toBe(made.data.code);
  expect(page.list[0]!.content).toBe('<img src=x onerror=alert(1)>＊＊裁判');
  expect(page.list.every((p) => p.board.id === 3600)).toBe(true);
  // one fan's posts (我的帖子): theirs only, newest first
  const { data: mine } = await call<CommunityPage>(`GET`, `/inform/community/list?author=${page.list[0]!.author.id}`);
  expect(mine.list[0]!.code).toBe(made.data.code);
  expect(mine.list.every((p) => p.author.id === page.list[0]!.author.id)).toBe(true);
  expect((await call<CommunityPage>('GET', '/inform/community/list?author=999999')).data.list).toEqual([]);
  expect((await call('GET', '/inform/community/detail?code=P99999')).code).toBe(ErrorCodes.NOT_FOUND);
});

test('a question takes answers; only its author accepts one', async () => {
  const q = await call<{ code: string }>(
    'POST',
    '/inform/community/post',
    { boardId: 1, kind: 'question', title: '谁是本赛季最佳？', content: '说说理由', images: [] },
    fan,
  );
  const ans = await call<{ id: number }>(
    'POST',
    '/inform/community/comment/add',
    { code: q.data.code, content: '当然是前锋' },
    other,
  );
  expect(
    (await call('POST', '/inform/community/accept', { code: q.data.code, commentId: ans.data.id }, other)).code,
  ).toBe(ErrorCodes.FORBIDDEN);
  expect(
    (await call('POST', '/inform/community/accept', { code: q.data.code, commentId: ans.data.id }, fan)).code,
  ).toBe(200);
  expect((await call<CommunityPost>('GET', `/inform/community/detail?code=${q.data.code}`)).data).toMatchObject({
    acceptedId: ans.data.id,
    comments: 1,
  });
  const answers = await call<NewsCommentPage>('GET', `/inform/community/comment/list?code=${q.data.code}`);
  expect(answers.data.list.map((a) => a.content)).toEqual(['当然是前锋']);
});

test('a comment, a reply and likes tell their authors by notice (获赞 once per fan), linking to the post', async () => {
  // fresh accounts: the earlier tests spent the authors' post budget for this minute
  const author = await createSession(t.db, (await insertUser(t.db, '13500000021', 'x', '写游记的球迷'))!.id);
  const passer = await createSession(t.db, (await insertUser(t.db, '13500000022', 'x', '点赞的球迷'))!.id);
  const made = await call<{ code: string }>(
    'POST',
    '/inform/community/post',
    { boardId: 1, kind: 'post', content: '周末去现场看球了', images: [] },
    author,
  );
  const link = `/community/detail?code=${made.data.code}`;
  const notices = async (token: string) =>
    (await call<NoticePage>('GET', '/imapi/notice/list?page=1&size=20', undefined, token)).data;
  const before = (await notices(author)).total;
  published.length = 0;

  const c = await call<{ id: number }>(
    'POST',
    '/inform/community/comment/add',
    { code: made.data.code, content: '羡慕' },
    passer,
  );
  const mine = await call<{ id: number }>(
    'POST',
    '/inform/community/comment/add',
    { code: made.data.code, content: '下次一起', parentId: c.data.id },
    author,
  );
  await call('POST', '/inform/community/comment/like', { id: mine.data.id, like: 1 }, passer);
  await call('POST', '/inform/community/comment/like', { id: mine.data.id, like: 0 }, passer);
  await call('POST', '/inform/community/comment/like', { id: mine.data.id, like: 1 }, passer);
  await call('POST', '/inform/community/like', { code: made.data.code, like: 1 }, passer);
  await call('POST', '/inform/community/like', { code: made.data.code, like: 1 }, author); // one's own: no notice

  const got = await notices(author);
  expect(got.total - before).toBe(3);
  expect(got.list.slice(0, 3).map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
    ['like', '点赞的球迷 赞了你的帖子', '周末去现场看球了', link],
    ['like', '点赞的球迷 赞了你的评论', '下次一起', link],
    ['reply', '点赞的球迷 评论了你的帖子', '羡慕', link],
  ]);
  const theirs = (await notices(passer)).list[0]!;
  expect([theirs.kind, theirs.title, theirs.body, theirs.link]).toEqual([
    'reply',
    '写游记的球迷 回复了你的评论',
    '下次一起',
    link,
  ]);
  // each arrived on its owner's socket topic as a 10024 notice
  expect(published.filter((p) => p.msg.code === MessageCodes.SYSTEM_NOTICE).map((p) => p.topic)).toHaveLength(4);
});

test('reports reach the admins; hiding a post removes it and refuses comments on it', async () => {
  const made = await call<{ code: string }>(
    'POST',
    '/inform/community/post',
    { boardId: 1, kind: 'post', content: '广告帖', images: [] },
    other,
  );
  const id = Number(made.data.code.slice(1));
  expect((await call('POST', '/inform/community/report', { target: 'post', id, reason: '广告' }, fan)).code).toBe(200);
  expect((await call('POST', '/inform/community/report', { target: 'post', id, reason: '广告' }, fan)).code).toBe(200);
  expect((await call('GET', '/inform/community/reports', undefined, fan)).code).toBe(ErrorCodes.FORBIDDEN);
  const queue = await call<CommunityReport[]>('GET', '/inform/community/reports', undefined, admin);
  expect(queue.data).toEqual([
    expect.objectContaining({ target: 'post', targetId: id, count: 1, reason: '广告', excerpt: '广告帖' }),
  ]);
  expect((await call('POST', '/inform/community/hide', { target: 'post', id, hide: true }, admin)).code).toBe(200);
  expect((await call<CommunityReport[]>('GET', '/inform/community/reports', undefined, admin)).data).toEqual([]);
  expect((await call('GET', `/inform/community/detail?code=${made.data.code}`)).code).toBe(ErrorCodes.NOT_FOUND);
  const list = await call<CommunityPage>('GET', '/inform/community/list?size=50');
  expect(list.data.list.some((p) => p.code === made.data.code)).toBe(false);
  expect(
    (await call('POST', '/inform/community/comment/add', { code: made.data.code, content: '还在吗' }, fan)).code,
  ).toBe(ErrorCodes.NOT_FOUND);
});

test('the seed makes a lived-in community once, the demo fan among the authors', async () => {
  await sql`DELETE FROM community_posts`.execute(t.db);
  await seedDemoUser(t.db);
  await seedCommunity(t.db);
  const posts = await count('community_posts');
  await seedCommunity(t.db);
  expect(await count('community_posts')).toBe(posts);
  const { data } = await call<CommunityPage>('GET', '/inform/community/list?size=50');
  expect(data.list.some((p) => p.author.nickName === DEMO_USER.nickName)).toBe(true);
  expect(data.list.some((p) => p.images.length === 2)).toBe(true);
  expect(data.list.find((p) => p.kind === 'question')!.acceptedId).not.toBeNull();
});
