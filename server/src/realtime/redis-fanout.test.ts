/**
 * Two server processes sharing one real redis-server act as one hub: a push published on node A
 * reaches a client connected to node B.
 */
import { MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client } from '../test-support/http';
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
});
