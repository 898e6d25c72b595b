/**
 * Fault: the database becomes unavailable under a running server (PostgreSQL; the node's
 * database stops accepting connections and its open ones are cut, as a stop or failover does).
 * Writes answer DB_UNAVAILABLE (HTTP 503, Retry-After, a Chinese message) within seconds, nothing
 * is half-written (a gift is either debited and recorded, or neither), /readyz says not ready, and
 * once the database is back the same node serves writes again without a restart.
 * Runs on the PostgreSQL pass of the server tests only (TEST_DATABASE_URL): PGlite lives inside
 * the server process and cannot become unreachable.
 */
import pg from 'pg';
import { ErrorCodes, type WalletSummary } from '@kickoff/shared/contracts';
import type { GiftSendResult, LiveRoom, RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { client, loginDemo, type TestClient } from '../test-support/http';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { FAULT_PORTS } from './ports';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('database unavailable', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let api: TestClient;
  let admin: pg.Client;
  let dbName: string;
  let token: string;
  let room: LiveRoom;

  /** Stops (false) or restores (true) this test's database for everyone, cutting open sessions. */
  async function setAvailable(on: boolean): Promise<void> {
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS ${on ? 'true' : 'false'}`);
    if (!on) await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
  }

  beforeAll(async () => {
    database = await testDatabase();
    dbName = new URL(database.env.DATABASE_URL!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    server = await startServer(FAULT_PORTS.dbNode, { ...database.env, SEED_DEMO: '1', LOG_LEVEL: 'warn' });
    api = client(server.url);
    token = (await loginDemo(api)).accessToken;
    room = (await api.get<LiveRoom[]>('/api/vlive/rooms?category=0')).body.data[0]!;
  }, 150_000);

  afterAll(async () => {
    await setAvailable(true).catch(() => undefined);
    await admin?.end();
    await server?.stop();
    await database?.drop();
  });

  test('writes answer DB_UNAVAILABLE (503) at once, nothing half-written, work again without restart', async () => {
    const coinBefore = (await api.get<WalletSummary>('/user/wallet', token)).body.data.coin;
    await setAvailable(false);

    const started = Date.now();
    const gift = await api.postJson(
      '/api/vlive/gift/send',
      { roomId: room.id, giftId: 3, count: 1, key: 'db-down-1' },
      token,
    );
    const chat = await api.postJson(
      '/chat/msg',
      { group: String(room.id), text: '还在吗', clientId: 'db-down-c' },
      token,
    );
    for (const r of [gift, chat]) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual({
        code: ErrorCodes.DB_UNAVAILABLE,
        data: null,
        msg: '数据服务暂时不可用，本次操作未保存，请稍后再试',
      });
      expect(r.headers.get('retry-after')).toBe('5');
    }
    expect(Date.now() - started).toBeLessThan(12_000);
    expect((await api.get('/readyz')).status).toBe(503);
    // the node is still up for what needs no database
    expect((await api.get('/healthz')).body.code).toBe(200);
    expect(server.output()).toContain('database unavailable');

    await setAvailable(true);
    // the pool reconnects by itself; the same retried gift is made once, debiting once
    let again = await api.postJson<GiftSendResult>(
      '/api/vlive/gift/send',
      { roomId: room.id, giftId: 3, count: 1, key: 'db-down-1' },
      token,
    );
    for (let i = 0; again.body.code !== 200 && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 250));
      again = await api.postJson(
        '/api/vlive/gift/send',
        { roomId: room.id, giftId: 3, count: 1, key: 'db-down-1' },
        token,
      );
    }
    expect(again.body.code).toBe(200);
    expect((await api.get<WalletSummary>('/user/wallet', token)).body.data.coin).toBe(coinBefore - 10);
    const line = await api.postJson<RoomChatLine>(
      '/chat/msg',
      { group: String(room.id), text: '回来了', clientId: 'db-down-c' },
      token,
    );
    expect(line.body.code).toBe(200);
    // the chat line refused while down was never stored: the retry is the room's only copy
    const page = await api.postJson<{ list: RoomChatLine[] }>('/chat/page', { group: String(room.id), before: 0 });
    expect(page.body.data.list.filter((l) => l.text === '还在吗')).toHaveLength(0);
    expect(page.body.data.list.filter((l) => l.text === '回来了')).toHaveLength(1);
    expect((await api.get('/readyz')).status).toBe(200);
  }, 60_000);
});
