/**
 * Fault: Redis goes away under two server nodes sharing PostgreSQL (the compose topology, as
 * processes). A chat line sent on node A reaches a fan on node B; with Redis stopped each node
 * keeps serving its own fans (the line reaches the sender's node only), logs the fault and says
 * not-ready on /readyz; when Redis returns fan-out between the nodes resumes without a restart.
 * Runs on the PostgreSQL pass of the server tests (two nodes need one shared database).
 */
import { MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import type { LiveRoom, RoomChatEvent, RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { client, loginDemo } from '../test-support/http';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { connect, type WsProbe } from '../test-support/ws';
import { startRedis, type RunningRedis } from '../test-support/redis';
import { FAULT_PORTS } from './ports';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('Redis outage under two nodes', () => {
  let redis: RunningRedis;
  let database: TestDatabase;
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  let token: string;
  let room: LiveRoom;
  let onA: WsProbe;
  let onB: WsProbe;
  let n = 0;

  const lineOf = (text: string) => (m: ServerMessage | string) =>
    typeof m === 'object' &&
    m.code === MessageCodes.ROOM_CHAT &&
    (m.data as RoomChatEvent).kind === 'line' &&
    (m.data as { line: RoomChatLine }).line.text === text;

  /** Sends a chat line through `node`; resolves with its text once the node stored it. */
  async function say(node: RunningServer): Promise<string> {
    const text = `第${++n}条`;
    // one line a second per fan: wait out the room's cadence rather than test it
    await new Promise((r) => setTimeout(r, 1_100));
    const r = await client(node.url).postJson(
      '/chat/msg',
      { group: String(room.id), text, clientId: `redis-${n}` },
      token,
    );
    expect(r.body.code).toBe(200);
    return text;
  }

  async function ready(node: RunningServer): Promise<number> {
    return (await client(node.url).get('/readyz')).status;
  }

  async function until(what: () => Promise<boolean>, ms: number): Promise<number> {
    const start = Date.now();
    while (!(await what())) {
      if (Date.now() - start > ms) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
    return Date.now() - start;
  }

  beforeAll(async () => {
    redis = await startRedis(FAULT_PORTS.redis);
    database = await testDatabase();
    const env = { ...database.env, REDIS_URL: redis.url, SEED_DEMO: '1', LOG_LEVEL: 'warn' };
    nodeA = await startServer(FAULT_PORTS.nodeA, env);
    nodeB = await startServer(FAULT_PORTS.nodeB, env);
    token = (await loginDemo(client(nodeA.url))).accessToken;
    room = (await client(nodeA.url).get<LiveRoom[]>('/api/vlive/rooms?category=0')).body.data[0]!;
    [onA, onB] = await Promise.all([connect(nodeA.wsUrl), connect(nodeB.wsUrl)]);
    for (const ws of [onA, onB]) {
      ws.sendJson({ t: 'sub', topic: `room:${room.id}` });
      await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.SUBSCRIBED);
    }
  }, 300_000); // two nodes, each given 120 s to start (test-support/server.ts), then the logins

  afterAll(async () => {
    onA?.close();
    onB?.close();
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await redis?.stop();
    await database?.drop();
  });

  test('fan-out across nodes; each node serves its own fans without Redis; fan-out returns with Redis', async () => {
    const first = await say(nodeA);
    await onB.next(lineOf(first), 5_000);
    await onA.next(lineOf(first), 5_000);

    await redis.stop();
    await until(async () => (await ready(nodeA)) === 503 && (await ready(nodeB)) === 503, 10_000);
    const alone = await say(nodeA);
    await onA.next(lineOf(alone), 5_000);
    await expect(onB.next(lineOf(alone), 500)).rejects.toThrow();
    const aloneB = await say(nodeB);
    await onB.next(lineOf(aloneB), 5_000);
    for (const node of [nodeA, nodeB]) expect(node.output()).toMatch(/redis (error|publish failed)/);

    redis = await startRedis(FAULT_PORTS.redis);
    const recoveredMs = await until(async () => (await ready(nodeA)) === 200 && (await ready(nodeB)) === 200, 15_000);
    const back = await say(nodeB);
    await onA.next(lineOf(back), 5_000);
    await onB.next(lineOf(back), 5_000);
    console.info(`Redis outage: fan-out back ${recoveredMs} ms after redis-server restarted`);
  }, 60_000);
});
