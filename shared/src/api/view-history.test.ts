import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCodes } from '../contracts/codes';
import { createApiClient, type ApiClient } from './client';
import { recordView } from './view-history';

let server: Server;
const seen: Array<{ url: string; token: string | undefined; body: string }> = [];
let answer: unknown = { code: 200, data: null, msg: '' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += String(c)));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', token: req.headers.accesstoken as string | undefined, body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
});

function clientWith(token: string): ApiClient {
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return createApiClient({ mainBase: base, liveBase: base, imBase: base, getToken: () => token });
}
/** Resolves once the server has taken `n` requests. */
async function received(n: number): Promise<void> {
  for (const end = Date.now() + 5_000; seen.length < n;) {
    if (Date.now() > end) throw new Error(`the server took ${seen.length} requests, not ${n}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
// an absence (no event after a refusal the caller never sees) can only be watched for a while
const settle = () => new Promise((r) => setTimeout(r, 150));

test('a visitor records nothing; nor does a bad id', async () => {
  recordView('match', 42, clientWith(''));
  recordView('match', 0, clientWith('t-1'));
  recordView('news', Number.NaN, clientWith('t-1'));
  // a valid view sent after them: once it has arrived, any of the three would have too
  recordView('room', 1, clientWith('t-1'));
  await received(1);
  expect(seen.map((s) => s.body)).toEqual([JSON.stringify({ kind: 'room', id: 1 })]);
});

test('a signed-in fan posts the view once, with the token', async () => {
  recordView('room', 7, clientWith('t-2'));
  await received(1);
  expect(seen).toEqual([{ url: '/user/history/add', token: 't-2', body: JSON.stringify({ kind: 'room', id: 7 }) }]);
});

test('a refusal raises no event and no error', async () => {
  answer = { code: ErrorCodes.NOT_FOUND, data: null, msg: '比赛不存在' };
  const client = clientWith('t-3');
  const events: unknown[] = [];
  client.events.on('exception', (e) => events.push(e));
  client.events.on('logout', (e) => events.push(e));
  recordView('match', 9, client);
  await received(1);
  await settle();
  expect(seen).toHaveLength(1);
  expect(events).toEqual([]);
});
