/** Search finds articles and posts holding every word, newest first; wildcards are literal; hidden ones stay out. */
import { sql } from 'kysely';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { insertArticles } from '../news/articles';
import { createPost } from '../community/posts';
import { search } from './search';

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(() => t?.close());

test('every word must match, in articles and posts; % is literal; hidden posts are not found', async () => {
  const now = Math.floor(Date.now() / 1000);
  const article = (title: string, publishTime: number) => ({
    columnId: 1003,
    kind: 'report' as const,
    tag: '英超',
    title,
    content: '<p>正文</p>',
    author: '开球战报',
    publishTime,
  });
  const [a1, a2] = await insertArticles(t.db, [article('曼城2-1热刺', now - 60), article('曼城0-0阿森纳', now - 30)]);
  await insertArticles(t.db, [article('控球率100%的比赛', now - 10)]);
  const fan = (await insertUser(t.db, '13500000031', 'x', '搜索的球迷'))!.id;
  const shown = await createPost(t.db, fan, { boardId: 1, kind: 'post', content: '曼城今天踢得不错', images: [] });
  const hidden = await createPost(t.db, fan, { boardId: 1, kind: 'post', content: '曼城广告', images: [] });
  await sql`UPDATE community_posts SET hidden = true WHERE id = ${Number(hidden.slice(1))}`.execute(t.db);

  const r = await search(t.db, '曼城', null);
  expect(r.news.map((n) => n.id)).toEqual([a2, a1]);
  expect(r.posts.map((p) => p.code)).toEqual([shown]);
  expect((await search(t.db, '曼城 热刺', null)).news.map((n) => n.id)).toEqual([a1]);
  expect((await search(t.db, '%', null)).news.map((n) => n.title)).toEqual(['控球率100%的比赛']);
  await expect(search(t.db, '   ', null)).rejects.toMatchObject({ code: ErrorCodes.PARAM_INVALID });
});
