/**
 * Portraits over real HTTP (one process, PGlite or PostgreSQL): an upload goes through the upload
 * service (re-encoded WebP, GPS gone, size and pixel limits); until a moderator approves it, only
 * its owner and moderators see it, in the calls that return portraits and at its own address; a
 * fan cannot review; approval and rejection are the moderator's.
 */
import sharp from 'sharp';
import {
  ErrorCodes,
  IM_PATHS,
  PORTRAIT_REVIEW_PATHS,
  TOKEN_COOKIE,
  type ImUserCard,
  type PendingPortrait,
  type UserInfo,
} from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { newsDb } from '../news/tables';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { client, type Reply, type TestClient } from '../test-support/http';
import { createSession } from '../auth/sessions';
import { insertUser } from './signup';

let t: OpenTestDb;
let app: FastifyInstance;
let base: string;
let api: TestClient;
const tokens = { owner: '', fan: '', moderator: '' };
let ownerId = 0;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  base = await app.listen({ port: 39277, host: '127.0.0.1' });
  api = client(base);
  ownerId = (await insertUser(t.db, '13600000101', 'x', '换头像的球迷'))!.id;
  const fanId = (await insertUser(t.db, '13600000102', 'x', '路过的球迷'))!.id;
  const moderatorId = (await insertUser(t.db, '13600000103', 'x', '值班管理员'))!.id;
  await newsDb(t.db).insertInto('news_roles').values({ user_id: moderatorId, role: 'moderator' }).execute();
  tokens.owner = await createSession(t.db, ownerId);
  tokens.fan = await createSession(t.db, fanId);
  tokens.moderator = await createSession(t.db, moderatorId);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function upload(bytes: Buffer, token = tokens.owner): Promise<Reply<UserInfo>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const res = await fetch(`${base}/user/center/portrait`, {
    method: 'POST',
    headers: { accessToken: token },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Reply<UserInfo>['body'], headers: res.headers };
}

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Copyright: 'secret' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' },
    })
    .toBuffer();

/** The owner's card as `token` sees it through the user search (by id) and the card call. */
async function seenBy(token: string): Promise<Array<Pick<ImUserCard, 'portrait' | 'portraitAudit' | 'portraitNew'>>> {
  const found = (await api.get<ImUserCard[]>(`${IM_PATHS.search}?q=${ownerId}`, token)).body.data;
  const card = (await api.get<ImUserCard>(`${IM_PATHS.card}?id=${ownerId}`, token)).body.data;
  return [...found.filter((c) => c.id === ownerId), card].map((c) => ({
    portrait: c.portrait,
    portraitAudit: c.portraitAudit,
    portraitNew: c.portraitNew,
  }));
}

const picture = (url: string, headers: Record<string, string> = {}) => fetch(base + url, { headers });

test('a photo with GPS comes back re-encoded without metadata; too large or too many pixels is refused', async () => {
  const original = await photo(1200, 800, '#c8102e');
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const up = await upload(original);
  expect(up.body.code).toBe(200);
  expect(up.body.data).toMatchObject({ portrait: '', portraitAudit: 0 });
  const img = await picture(up.body.data.portraitNew, { accessToken: tokens.owner });
  expect(img.status).toBe(200);
  expect(img.headers.get('content-type')).toBe('image/webp');
  expect(img.headers.get('cache-control')).toBe('private, no-store');
  const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 360, height: 240 });
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();

  const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  expect(bomb.length).toBeLessThan(app.config.portraitLimit);
  expect((await upload(bomb)).body).toEqual({
    code: ErrorCodes.PARAM_INVALID,
    data: null,
    msg: '参数错误：图片已损坏或尺寸过大',
  });
  expect((await upload(Buffer.from('hello'))).body.msg).toBe('参数错误：仅支持 PNG、JPEG、WebP、GIF 图片');
  const tooLarge = await upload(Buffer.concat([original, Buffer.alloc(app.config.portraitLimit)]));
  expect([tooLarge.status, tooLarge.body.code, tooLarge.body.msg]).toEqual([
    413,
    ErrorCodes.PAYLOAD_TOO_LARGE,
    '头像图片不能超过 2 MB',
  ]);
  // the refused ones changed nothing
  const info = (await api.get<UserInfo>('/user/center/info', tokens.owner)).body.data;
  expect(info.portraitNew).toBe(up.body.data.portraitNew);
}, 60_000);

test('pending: the owner and a moderator see it, another fan the approved portrait; a fan cannot review', async () => {
  const pendingUrl = (await api.get<UserInfo>('/user/center/info', tokens.owner)).body.data.portraitNew;
  expect(pendingUrl).toMatch(/^\/user\/portrait\/[0-9a-f]{32}$/);
  const pending = { portrait: pendingUrl, portraitAudit: 0, portraitNew: pendingUrl };
  expect(await seenBy(tokens.owner)).toEqual([pending, pending]);
  expect(await seenBy(tokens.moderator)).toEqual([pending, pending]);
  // nothing approved yet: the generated default
  const none = { portrait: '', portraitAudit: 1, portraitNew: '' };
  expect(await seenBy(tokens.fan)).toEqual([none, none]);

  // the picture itself: the owner's browser sends its token cookie, not a header
  expect((await picture(pendingUrl, { cookie: `other=1; ${TOKEN_COOKIE}=${tokens.owner}` })).status).toBe(200);
  expect((await picture(pendingUrl, { accessToken: tokens.moderator })).status).toBe(200);
  const strangers: Array<Record<string, string>> = [
    {},
    { accessToken: tokens.fan },
    { cookie: `${TOKEN_COOKIE}=${tokens.fan}` },
  ];
  for (const headers of strangers) expect((await picture(pendingUrl, headers)).status).toBe(404);
  // nor through the general image address
  expect(
    (await picture(pendingUrl.replace('/user/portrait/', '/inform/image/'), { accessToken: tokens.owner })).status,
  ).toBe(404);

  const review = { userId: ownerId, approve: true };
  expect((await api.postJson(PORTRAIT_REVIEW_PATHS.review, review, tokens.fan)).body.code).toBe(ErrorCodes.FORBIDDEN);
  expect((await api.postJson(PORTRAIT_REVIEW_PATHS.review, review, tokens.owner)).body.code).toBe(ErrorCodes.FORBIDDEN);
  expect((await api.postJson(PORTRAIT_REVIEW_PATHS.review, review)).body.code).toBe(ErrorCodes.NO_TOKEN);
  expect((await api.get(PORTRAIT_REVIEW_PATHS.pending, tokens.fan)).body.code).toBe(ErrorCodes.FORBIDDEN);
  expect(await seenBy(tokens.fan)).toEqual([none, none]);
});

test('approved: everyone sees it; a newer one stays private until reviewed, a rejection keeps the old', async () => {
  const first = (await api.get<UserInfo>('/user/center/info', tokens.owner)).body.data.portraitNew;
  const queue = (await api.get<PendingPortrait[]>(PORTRAIT_REVIEW_PATHS.pending, tokens.moderator)).body.data;
  expect(queue.map((p) => [p.userId, p.nickName, p.portrait, p.portraitNew])).toEqual([
    [ownerId, '换头像的球迷', '', first],
  ]);

  const approved = await api.postJson(
    PORTRAIT_REVIEW_PATHS.review,
    { userId: ownerId, approve: true },
    tokens.moderator,
  );
  expect(approved.body).toEqual({ code: 200, msg: '头像已通过', data: { userId: ownerId, portrait: first } });
  const shown = { portrait: first, portraitAudit: 1, portraitNew: '' };
  expect(await seenBy(tokens.fan)).toEqual([shown, shown]);
  expect((await picture(first)).headers.get('cache-control')).toBe('public, max-age=86400, immutable');
  // decided once: nothing left to review
  expect(
    (await api.postJson(PORTRAIT_REVIEW_PATHS.review, { userId: ownerId, approve: true }, tokens.moderator)).body.code,
  ).toBe(ErrorCodes.NOT_FOUND);

  const second = (await upload(await photo(400, 400, '#228b22'))).body.data.portraitNew;
  expect(await seenBy(tokens.fan)).toEqual([shown, shown]);
  expect((await seenBy(tokens.owner))[0]).toEqual({ portrait: second, portraitAudit: 0, portraitNew: second });
  expect((await picture(second)).status).toBe(404);

  const rejected = await api.postJson(
    PORTRAIT_REVIEW_PATHS.review,
    { userId: ownerId, approve: false },
    tokens.moderator,
  );
  expect(rejected.body).toEqual({ code: 200, msg: '头像已驳回', data: { userId: ownerId, portrait: first } });
  expect(await seenBy(tokens.owner)).toEqual([shown, shown]);
  // the rejected picture is deleted, for its owner too
  expect((await picture(second, { accessToken: tokens.owner })).status).toBe(404);
  expect((await api.get(PORTRAIT_REVIEW_PATHS.pending, tokens.moderator)).body.data).toEqual([]);
});
