/**
 * Fuzz: well over 1,000 malformed requests across every documented route (wrong types, broken
 * JSON, odd encodings, huge and hostile values, wrong content types, garbage tokens and params),
 * plus garbage WebSocket frames. No response may be a 500, every JSON reply must be the
 * envelope, and the server must still be healthy afterwards.
 */
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { connect } from '../test-support/ws';

let server: RunningServer;
let database: TestDatabase;

beforeAll(async () => {
  database = await testDatabase();
  // a fresh client IP per request (X-Forwarded-For) so per-IP limits do not hide the handlers
  server = await startServer(39212, { ...database.env, TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000' });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** deterministic PRNG so a failure can be replayed */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  3.14,
  2 ** 53 + 1,
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  'undefined',
  'a'.repeat(5000),
  '😀'.repeat(100),
  '\u0000\u0001\u001f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '${7*7}',
  [],
  [1, 2],
  ['13800000000'],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  { constructor: { prototype: {} } },
  '13800000000',
  '1380000000０',
  '12345678901',
  '000000',
  '99999999',
  'QUJD',
  '====',
  'x'.repeat(300),
];

const FIELDS = [
  'phone',
  'password',
  'code',
  'keyId',
  'nickName',
  'type',
  'content',
  'contact',
  'oldPassword',
  'newPassword',
  'realName',
  'idCard',
  'diyTheme',
  'topic',
  'data',
  '__proto__',
  'constructor',
];

interface Op {
  method: string;
  path: string;
}

function fill(path: string, pick: () => unknown): string {
  return path.replace(/\{[^}]+\}|:[A-Za-z]+/g, () => encodeURIComponent(String(pick())));
}

function randomBody(r: () => number): { body: string; type: string } {
  const pick = () => NASTY_VALUES[Math.floor(r() * NASTY_VALUES.length)];
  const obj: Record<string, unknown> = {};
  const n = Math.floor(r() * 5);
  for (let i = 0; i < n; i++) obj[FIELDS[Math.floor(r() * FIELDS.length)] ?? 'x'] = pick();
  const kind = Math.floor(r() * 9);
  switch (kind) {
    case 0:
      // truncated JSON
      return { body: JSON.stringify(obj).slice(0, Math.max(1, Math.floor(r() * 20))), type: 'application/json' };
    case 1:
      return {
        body: new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, String(v)])).toString(),
        type: 'application/x-www-form-urlencoded',
      };
    case 2:
      return { body: '%zz&=&&phone=%E0%A4%A', type: 'application/x-www-form-urlencoded' };
    case 3:
      return { body: String(pick()), type: 'text/plain' };
    case 4:
      return { body: '<xml><phone>1</phone></xml>', type: 'application/xml' };
    case 5:
      return {
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nGARBAGE',
        type: 'multipart/form-data; boundary=x',
      };
    case 6:
      return { body: JSON.stringify(pick()), type: 'application/json' };
    case 7:
      return { body: '{"a":'.repeat(200), type: 'application/json' };
    default:
      return { body: JSON.stringify(obj), type: 'application/json' };
  }
}

test('at least 1,000 malformed requests: no 500, always an envelope, server stays up', async () => {
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const m of Object.keys(methods)) ops.push({ method: m.toUpperCase(), path });
  // routes the description leaves out, and made-up ones
  ops.push(
    { method: 'GET', path: '/imserver' },
    { method: 'POST', path: '/no/such' },
    { method: 'DELETE', path: '/user/login' },
  );
  expect(ops.length).toBeGreaterThan(15);

  const r = rng(20260611);
  const pick = () => NASTY_VALUES[Math.floor(r() * NASTY_VALUES.length)];
  const requests: Array<{ url: string; init: RequestInit }> = [];
  for (let round = 0; requests.length < 1500; round++) {
    for (const op of ops) {
      const headers: Record<string, string> = {
        'x-forwarded-for': `10.${round % 250}.${Math.floor(r() * 250)}.${Math.floor(r() * 250)}`,
      };
      if (r() < 0.5)
        headers.accessToken = String(pick())
          .replace(/[^\x20-\x7e]/g, 'x')
          .slice(0, 200);
      let path = fill(op.path, pick);
      if (r() < 0.5)
        path +=
          `?${FIELDS[Math.floor(r() * FIELDS.length)]}=${encodeURIComponent(String(pick()))}` +
          `&phone[]=1&${r() < 0.2 ? '%zz' : 'x'}=1`;
      const init: RequestInit = { method: op.method, headers };
      if (op.method !== 'GET' && op.method !== 'HEAD') {
        const { body, type } = randomBody(r);
        headers['content-type'] = type;
        init.body = body;
      }
      requests.push({ url: server.url + path, init });
    }
  }

  const failures: string[] = [];
  const byStatus = new Map<number, number>();
  let done = 0;
  const worker = async () => {
    for (;;) {
      const next = requests.pop();
      if (!next) return;
      const res = await fetch(next.url, next.init);
      const text = await res.text();
      done++;
      byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
      if (res.status >= 500)
        failures.push(`${next.init.method} ${next.url.slice(0, 150)} → ${res.status} ${text.slice(0, 120)}`);
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('application/json') && !next.url.includes('/openapi.json')) {
        const body = JSON.parse(text) as Record<string, unknown>;
        if (!('code' in body && 'data' in body && typeof body.msg === 'string'))
          failures.push(`${next.url.slice(0, 150)} → not an envelope: ${text.slice(0, 120)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(done).toBeGreaterThanOrEqual(1000);
  expect(failures).toEqual([]);
  // the requests reached the handlers: most are answered as business errors (HTTP 200 + code)
  console.info('fuzz statuses', Object.fromEntries(byStatus));
  expect(byStatus.get(200) ?? 0).toBeGreaterThan(500);
  expect(byStatus.get(429) ?? 0).toBeLessThan(100);

  // garbage over the socket: binary, broken JSON, wrong shapes, oversized frames
  const ws = await connect(server.wsUrl);
  for (let i = 0; i < 300; i++) {
    const v = pick();
    const frames = [
      JSON.stringify({ t: v, topic: v, token: v }),
      JSON.stringify(v),
      '{"t":"sub"',
      Buffer.from([0, 255, i % 256]),
      `sub:${String(v)}`,
    ];
    ws.socket.send(frames[i % frames.length] as string);
  }
  ws.socket.send('x'.repeat(20 * 1024)); // beyond maxPayload: this socket is closed, the server is not
  await ws.closed;

  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(server.process.exitCode).toBeNull();
}, 180_000);
