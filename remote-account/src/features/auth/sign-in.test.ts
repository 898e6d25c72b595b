/** @jest-environment jsdom */
/**
 * signOut over real HTTP: a fan signing out on purpose lands where they were going, even when another
 * call of theirs is refused first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiEvents, configureApi, get } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, ErrorCodes } from '@kickoff/shared/contracts';
import { clearSession, useAuthStore, useLeavingStore } from '@kickoff/shared/stores';
import { signOut } from './sign-in';

let server: Server;
let revoked = false;
let answerLogout: (() => void) | null = null;
beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const send = (body: unknown) => {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === ACCOUNT_PATHS.logout) {
      // the token is revoked at once; the answer is held until the test lets it go
      revoked = true;
      answerLogout = () => send({ code: 200, data: null, msg: '成功' });
      return;
    }
    send(revoked ? { code: ErrorCodes.NO_TOKEN, data: null, msg: '请先登录' } : { code: 200, data: {}, msg: '成功' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('a call refused while the sign-out is under way still lands the fan on the page they chose, not 登录', async () => {
  // as the host wires it: a refused token ends the session
  const off = apiEvents.on('logout', () => clearSession());
  useAuthStore.getState().setAuth('tok-7');
  const out = signOut('/user');
  await new Promise<void>((resolve) => {
    const wait = () => (answerLogout ? resolve() : setTimeout(wait, 5));
    wait();
  });
  // another of the fan's calls reaches the server after the revocation, and its answer comes first
  expect((await get(ACCOUNT_PATHS.centerInfo)).code).toBe(ErrorCodes.NO_TOKEN);
  expect(useAuthStore.getState().token).toBe('');
  expect(useLeavingStore.getState().to).toBe('/user');
  answerLogout!();
  await out;
  expect(useLeavingStore.getState().to).toBe('/user');
  off();
});
