/**
 * The two moderator calls older than the console — `/inform/community/hide` and
 * `/admin/portrait/review` — write their audit row (who, what, before/after) in the transaction of
 * the change, like the console's own calls; a refused or failed call changes nothing and audits
 * nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_PATHS,
  ErrorCodes,
  PORTRAIT_REVIEW_PATHS,
  STAFF_PATHS,
  type AuditEntry,
  type Envelope,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import communityRoutes from '../community/routes';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { signInPeople, type Person } from '../test-support/people';

let t: OpenTestDb;
let app: FastifyInstance;
type Who = 'fan' | 'moderator' | 'admin' | 'editor';
let people: Record<Who, Person>;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', WRITE_LIMIT_SCALE: '20' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [communityRoutes] as never });
  await app.ready();
  people = await signInPeople(t.db, ['fan', 'moderator', 'admin', 'editor'], {
    firstPhone: 13700000401,
    nick: '旧接口',
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function post<T = unknown>(url: string, body: unknown, who: Who | null) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: who ? { accessToken: people[who].token } : {},
    payload: body as object,
  });
  return res.json<Envelope<T>>();
}
const audit = async () =>
  (await app.inject({ method: 'GET', url: STAFF_PATHS.audit, headers: { accessToken: people.admin.token } })).json<
    Envelope<AuditEntry[]>
  >().data;

describe('/inform/community/hide', () => {
  let postId = 0;
  beforeAll(async () => {
    const made = await post<{ code: string }>(
      COMMUNITY_PATHS.publish,
      { boardId: 1, kind: 'post', content: '加群看免费直播', images: [] },
      'fan',
    );
    postId = Number(made.data.code.slice(1));
    expect((await post(COMMUNITY_PATHS.report, { target: 'post', id: postId, reason: '广告' }, 'editor')).code).toBe(
      200,
    );
  });

  test('refused for a visitor, a fan and an editor, and for what does not exist: nothing audited', async () => {
    const before = (await audit()).length;
    const body = { target: 'post', id: postId, hide: true };
    expect((await post(COMMUNITY_PATHS.hide, body, null)).code).toBe(ErrorCodes.NO_TOKEN);
    for (const who of ['fan', 'editor'] as const) {
      expect(await post(COMMUNITY_PATHS.hide, body, who)).toMatchObject({ code: ErrorCodes.FORBIDDEN });
    }
    expect(await post(COMMUNITY_PATHS.hide, { ...body, id: 999_999 }, 'moderator')).toMatchObject({
      code: ErrorCodes.NOT_FOUND,
      msg: '内容不存在',
    });
    expect((await audit()).length).toBe(before);
  });

  test('hiding and showing again each write who, what and the state before and after', async () => {
    const hide = { target: 'post', id: postId, hide: true };
    expect((await post(COMMUNITY_PATHS.hide, hide, 'moderator')).msg).toBe('已隐藏');
    expect((await audit())[0]).toMatchObject({
      actorId: people.moderator.id,
      action: 'community.hide',
      target: `post:${postId}`,
      before: { hidden: false, openReports: 1 },
      after: { hidden: true, openReports: 0 },
    });
    expect((await post(COMMUNITY_PATHS.hide, { ...hide, hide: false }, 'admin')).msg).toBe('已保留');
    expect((await audit())[0]).toMatchObject({
      actorId: people.admin.id,
      action: 'community.keep',
      target: `post:${postId}`,
      before: { hidden: true, openReports: 0 },
      after: { hidden: false },
    });
  });
});

describe('/admin/portrait/review', () => {
  const pending = async (portraitNew: string) =>
    t.db
      .updateTable('users')
      .set({ portrait: '/avatar/old.png', portrait_new: portraitNew, portrait_audit: 0 })
      .where('id', '=', people.fan.id)
      .execute();

  test('refused for a fan and an editor, and when nothing waits: nothing audited', async () => {
    await pending('/avatar/new-1.png');
    const before = (await audit()).length;
    const body = { userId: people.fan.id, approve: true };
    for (const who of ['fan', 'editor'] as const) {
      expect((await post(PORTRAIT_REVIEW_PATHS.review, body, who)).code).toBe(ErrorCodes.FORBIDDEN);
    }
    expect(await post(PORTRAIT_REVIEW_PATHS.review, { ...body, userId: people.editor.id }, 'moderator')).toMatchObject({
      code: ErrorCodes.NOT_FOUND,
      msg: '没有待审核的头像，可能已被其他人处理',
    });
    expect((await audit()).length).toBe(before);
  });

  test('approving and rejecting each write who, on whom, and the picture before and after', async () => {
    await pending('/avatar/new-2.png');
    const approved = await post(PORTRAIT_REVIEW_PATHS.review, { userId: people.fan.id, approve: true }, 'moderator');
    expect(approved).toMatchObject({ code: 200, msg: '头像已通过', data: { portrait: '/avatar/new-2.png' } });
    expect((await audit())[0]).toMatchObject({
      actorId: people.moderator.id,
      action: 'portrait.approve',
      target: `user:${people.fan.id}`,
      before: { portrait: '/avatar/old.png', pending: '/avatar/new-2.png' },
      after: { portrait: '/avatar/new-2.png', pending: '' },
    });

    await pending('/avatar/new-3.png');
    expect((await post(PORTRAIT_REVIEW_PATHS.review, { userId: people.fan.id, approve: false }, 'admin')).msg).toBe(
      '头像已驳回',
    );
    expect((await audit())[0]).toMatchObject({
      actorId: people.admin.id,
      action: 'portrait.reject',
      before: { pending: '/avatar/new-3.png' },
      after: { portrait: '/avatar/old.png', pending: '' },
    });
  });
});
