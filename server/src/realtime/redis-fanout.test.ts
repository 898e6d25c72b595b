/**
 * Two server processes sharing one real redis-server act as one hub: a push published on node A
 * reaches a client connected to node B, and a logout on node A ends the token on node B at once.
 */
import { ErrorCodes, MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import { SESSION_CACHE_MS } from '../auth/session-cache';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client, loginDemo } from '../test-support/http';
import { until } from '../test-support/until';
import { connect } from '../test-support/ws';
import { redisAvailable, startRedis, type RunningRedis } from '../test-support/redis';

// Required, like PostgreSQL for the second server run: a missing redis-server fails here, it is not skipped.
it('has a redis-server to run against', () => {
  expect({ redisServerOnPath: redisAvailable(), install: 'apt-get install -y redis-server' }).toMatchObject({
    redisServerOnPath: true,
  });
});

describe('two nodes through Redis', () => {
  let redis: RunningRedis;
  let database: TestDatabase;
  let nodeA: RunningServer;
  let nodeB: RunningServer;

  beforeAll(async () => {
    redis = await startRedis(39225);
    database = await testDatabase();
    // with PostgreSQL both nodes share one database, as in production; PGlite gives each its own
    const env = { ...database.env, REDIS_URL: redis.url, DEV_ROUTES: '1' };
    [nodeA, nodeB] = await Promise.all([startServer(39221, env), startServer(39222, env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await redis?.stop();
    await database?.drop();
  });

  test('both nodes report Redis ready', async () => {
    for (const node of [nodeA, nodeB]) {
      expect((await client(node.url).get('/readyz')).body.data).toMatchObject({ redis: 'ready' });
    }
  });

  test('a push published on node A reaches subscribers on node B (and on A), once each', async () => {
    const onB = await connect(nodeB.wsUrl);
    const onA = await connect(nodeA.wsUrl);
    for (const ws of [onA, onB]) {
      ws.sendJson({ t: 'sub', topic: 'list:football' });
      await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.SUBSCRIBED);
    }
    // The engine on both nodes pushes real patches to list:football too (live matches have ids in
    // the hundreds of thousands): the test listens for its own messages only, by their match id.
    const data = { sport: 'football', matches: [{ id: 7, sc: [1, 0] }] };
    const res = await client(nodeA.url).postJson('/dev/hub/publish', {
      topic: 'list:football',
      code: MessageCodes.LIST_UPDATE,
      data,
    });
    expect(res.body.code).toBe(200);

    const updateOf = (id: number) => (m: ServerMessage | string) =>
      typeof m === 'object' &&
      m.code === MessageCodes.LIST_UPDATE &&
      (m.data as { matches?: Array<{ id: number }> }).matches?.[0]?.id === id;
    const gotB = (await onB.next(updateOf(7))) as ServerMessage;
    expect(gotB).toMatchObject({ code: MessageCodes.LIST_UPDATE, topic: 'list:football', data });
    expect((await onA.next(updateOf(7))) as ServerMessage).toMatchObject({ data });
    // node A hears its own message back from Redis but must not deliver it twice
    await expect(onA.next(updateOf(7), 500)).rejects.toThrow();
    await expect(onB.next(updateOf(7), 100)).rejects.toThrow();

    // and the other way round
    const back = { sport: 'football', matches: [{ id: 8, sc: [0, 1] }] };
    await client(nodeB.url).postJson('/dev/hub/publish', {
      topic: 'list:football',
      code: MessageCodes.LIST_UPDATE,
      data: back,
    });
    expect((await onA.next(updateOf(8))) as ServerMessage).toMatchObject({ data: back });
    onA.close();
    onB.close();
  });

  // one database for both nodes, as in production: PostgreSQL only (PGlite gives each node its own)
  (process.env.TEST_DATABASE_URL ? test : test.skip)(
    'a logout on node A ends the token on node B at once, though B had just looked it up',
    async () => {
      const a = client(nodeA.url);
      const b = client(nodeB.url);
      const { accessToken } = await loginDemo(a);
      // node B has the token in its session cache now
      expect((await b.get('/user/center/info', accessToken)).body.code).toBe(200);
      expect((await a.get('/user/logout', accessToken)).body.code).toBe(200);
      const started = Date.now();
      await until(
        async () =>
          (await b.get('/user/center/info', accessToken)).body.code === ErrorCodes.NO_TOKEN ? true : undefined,
        SESSION_CACHE_MS,
        50,
      );
      const tookMs = Date.now() - started;
      console.info(`node B refused the token ${tookMs} ms after the logout on node A`);
      // the revocation came over Redis, well before the cache would have let the entry go by itself
      expect(tookMs).toBeLessThan(SESSION_CACHE_MS / 2);
    },
  );
});
