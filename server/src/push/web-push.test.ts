/**
 * Web Push against a local push service: the server's VAPID key pair is made once and kept; a fan
 * subscribes through the route; a fan alert reaches the local endpoint as the real protocol has it —
 * a VAPID JWT (ES256, checked with the server's public key; aud = the endpoint's origin; exp in the
 * next 24 h) and an aes128gcm body that decrypts (RFC 8291, node crypto) to the alert's title, score
 * line and match page. Kinds switched off are not sent; a 410 removes the subscription; bad input
 * and visitors are refused and store nothing.
 */
import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ErrorCodes, WEB_PUSH_PATHS, type FanAlert, type WebPushKey } from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { until } from '../test-support/until';
import { webPushRoutes } from './routes';
import { pushSender, vapidKeys } from './web-push';
import { callApi } from '../test-support/http';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let t: OpenTestDb;
let app: FastifyInstance;
let service: Server;
let origin = '';
let token = '';
let userId = 0;
const received: Received[] = [];
/** the local push service's answer per path (201 unless set) */
const answers = new Map<string, number>();

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [webPushRoutes()] });
  await app.ready();
  userId = (await insertUser(t.db, '13700003301', 'x', '推送球迷'))!.id;
  token = await createSession(t.db, userId);
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => service?.close(resolve));
  await t?.close();
});

const b64u = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
}

/** RFC 8291 / RFC 8188: the user agent decrypts an aes128gcm push body. */
function decrypt(body: Buffer, ua: ReturnType<typeof browser>): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = ua.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, ua.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 2, then zero padding
  const end = plain.lastIndexOf(2);
  expect(plain.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return plain.subarray(0, end).toString('utf8');
}

/** RFC 8292: checks the VAPID Authorization header against the server's public key; answers the claims. */
function checkVapid(header: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(m).not.toBeNull();
  const [jwt, k] = [m![1]!, m![2]!];
  expect(k).toBe(publicKey);
  const [h, p, s] = jwt.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const good = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  expect(good).toBe(true);
  // a tampered payload does not verify
  const forged = Buffer.from(`${h}.${b64u(Buffer.from('{"aud":"x"}'))}`);
  expect(verify('sha256', forged, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(false);
  return JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

const call = <T>(url: string, payload?: unknown, auth = token) =>
  callApi<T>(app, payload === undefined ? 'GET' : 'POST', url, { token: auth, body: payload });

const goal: FanAlert = {
  id: '901.goal.40',
  kind: 'goal',
  sport: 'football',
  matchId: 901,
  league: '英超',
  home: '阿森纳',
  away: '切尔西',
  score: [2, 1],
  minute: '67',
  side: 'home',
  player: '萨卡',
  at: 1,
};

const rows = async () =>
  (await sql<{ endpoint: string }>`SELECT endpoint FROM push_subscriptions ORDER BY endpoint`.execute(t.db)).rows.map(
    (r) => r.endpoint,
  );

test('the VAPID key pair is made once and kept: the route and a later start give the same key', async () => {
  const { data } = await call<WebPushKey>(WEB_PUSH_PATHS.key);
  expect(Buffer.from(data.publicKey, 'base64url')).toHaveLength(65);
  expect((await vapidKeys(t.db)).publicKey).toBe(data.publicKey);
  const n = await sql<{ n: string }>`SELECT count(*) AS n FROM push_vapid`.execute(t.db);
  expect(Number(n.rows[0]!.n)).toBe(1);
});

test("a followed match's goal arrives at the fan's push endpoint signed and decryptable", async () => {
  const ua = browser();
  const endpoint = `${origin}/push/fan-1`;
  expect(await call(WEB_PUSH_PATHS.subscribe, { endpoint, keys: ua.keys })).toMatchObject({
    code: 200,
    data: { subscribed: true },
  });
  const before = received.length;
  // the live engine's leader tells the push plugin of each alert it delivers
  app.fanAlertListeners.forEach((l) => l(userId, goal));
  const got = await until(async () => received[before], 10_000, 50);
  expect(received).toHaveLength(before + 1);
  expect(got.path).toBe('/push/fan-1');
  expect(got.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(got.headers.ttl)).toBeGreaterThan(0);
  const { publicKey } = (await call<WebPushKey>(WEB_PUSH_PATHS.key)).data;
  const claims = checkVapid(got.headers.authorization, publicKey);
  expect(claims.aud).toBe(origin);
  const now = Date.now() / 1000;
  expect(claims.exp).toBeGreaterThan(now);
  expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
  expect(claims.sub).toMatch(/^(mailto:|https:)/);
  expect(JSON.parse(decrypt(got.body, ua))).toEqual({
    title: '英超 进球！',
    body: '阿森纳 2-1 切尔西',
    tag: '901.goal.40',
    url: '/live/zq/detail/901',
  });
});

test('kinds switched off are not pushed; a 404 or 410 removes the subscription; unsubscribe removes it', async () => {
  await sql`DELETE FROM push_subscriptions`.execute(t.db);
  const keys = await vapidKeys(t.db);
  const send = pushSender(t.db, keys, { subject: 'mailto:test@kickoff.invalid' });
  const quiet = `${origin}/push/quiet`;
  const gone = `${origin}/push/gone`;
  const kept = `${origin}/push/kept`;
  answers.set('/push/gone', 410);
  await call(WEB_PUSH_PATHS.subscribe, { endpoint: quiet, keys: browser().keys, off: ['goal', 'nonsense'] });
  await call(WEB_PUSH_PATHS.subscribe, { endpoint: gone, keys: browser().keys });
  await call(WEB_PUSH_PATHS.subscribe, { endpoint: kept, keys: browser().keys });
  const before = received.length;
  expect(await send(userId, goal)).toBe(1);
  expect(
    received
      .slice(before)
      .map((r) => r.path)
      .sort(),
  ).toEqual(['/push/gone', '/push/kept']);
  expect(await rows()).toEqual([kept, quiet].sort());
  // the quiet one still gets a red card
  expect(await send(userId, { ...goal, id: '901.red_card.50', kind: 'red_card' })).toBe(2);
  expect(await call(WEB_PUSH_PATHS.unsubscribe, { endpoint: kept })).toMatchObject({ data: { subscribed: false } });
  expect(await rows()).toEqual([quiet]);
});

test('a non-https endpoint, bad keys or a visitor are refused and nothing is stored', async () => {
  await sql`DELETE FROM push_subscriptions`.execute(t.db);
  const keys = browser().keys;
  const plain = await call(WEB_PUSH_PATHS.subscribe, { endpoint: 'http://push.example.com/x', keys });
  expect(plain.code).toBe(ErrorCodes.PARAM_INVALID);
  expect(plain.msg).toContain('https');
  expect(
    (await call(WEB_PUSH_PATHS.subscribe, { endpoint: `${origin}/p`, keys: { p256dh: '!!', auth: 'x' } })).code,
  ).toBe(ErrorCodes.PARAM_INVALID);
  expect((await call(WEB_PUSH_PATHS.subscribe, { endpoint: `${origin}/p`, keys }, '')).code).toBe(ErrorCodes.NO_TOKEN);
  expect(await rows()).toEqual([]);
});
