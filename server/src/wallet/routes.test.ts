/**
 * 我的钱包 over real HTTP against the server process: a fan sees the sign-up coins and their ledger
 * line, a visitor is told to log in, and a bad query is refused.
 */
import { ErrorCodes, SIGNUP_COINS, type LedgerPage, type WalletSummary } from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client, loginDemo, type TestClient } from '../test-support/http';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  server = await startServer(39261, database.env);
  api = client(server.url);
  token = (await loginDemo(api)).accessToken;
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('a visitor is asked to log in', async () => {
  expect((await api.get('/user/wallet')).body.code).toBe(ErrorCodes.NO_TOKEN);
  expect((await api.get('/user/wallet/ledger')).body.code).toBe(ErrorCodes.NO_TOKEN);
});

test('the demo fan has the sign-up coins, and the ledger says where they came from', async () => {
  const wallet = await api.get<WalletSummary>('/user/wallet', token);
  expect(wallet.body.code).toBe(200);
  expect(wallet.body.data.coin).toBeGreaterThanOrEqual(0);
  expect(wallet.body.data.recent).toContainEqual(
    expect.objectContaining({ currency: 'coin', amount: SIGNUP_COINS, reason: 'signup' }),
  );
  const coins = await api.get<LedgerPage>('/user/wallet/ledger?currency=coin&page=1&size=50', token);
  expect(coins.body.data.list.reduce((sum, e) => sum + e.amount, 0)).toBe(wallet.body.data.coin);
});

test('a bad ledger query is refused with PARAM_INVALID', async () => {
  for (const q of ['currency=gold', 'page=0', 'size=500', 'page=x']) {
    expect((await api.get(`/user/wallet/ledger?${q}`, token)).body.code).toBe(ErrorCodes.PARAM_INVALID);
  }
});
