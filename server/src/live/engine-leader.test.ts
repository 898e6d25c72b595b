/**
 * Two server nodes on one database and one Redis: exactly one live engine leads, so a fan on
 * either node gets each engine push once; when the leader is killed, the other node's engine
 * takes over within seconds. Demo matches kick off every minute at 20× so the list keeps moving.
 */
import { MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { connect, type WsProbe } from '../test-support/ws';
import { startRedis, type RunningRedis } from '../test-support/redis';

jest.setTimeout(240_000);

let redis: RunningRedis;
let database: TestDatabase;
let nodeA: RunningServer;
let nodeB: RunningServer;

interface Seen {
  at: number;
  ts: number;
  body: string;
}

/** Every engine list push a socket receives, with the time it arrived. */
async function listen(url: string): Promise<{ ws: WsProbe; seen: Seen[] }> {
  const ws = await connect(url);
  ws.sendJson({ t: 'sub', topic: 'list:football' });
  await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.SUBSCRIBED);
  const seen: Seen[] = [];
  // a fan's client beats every 10 s; without it the hub drops a socket silent for 35 s
  const beat = setInterval(() => ws.socket.send('0'), 5_000);
  ws.socket.on('close', () => clearInterval(beat));
  ws.socket.on('message', (raw) => {
    const text = raw.toString();
    if (text === '0') return;
    const m = JSON.parse(text) as ServerMessage;
    if (typeof m !== 'object' || m.code !== MessageCodes.LIST_UPDATE) return;
    seen.push({ at: Date.now(), ts: m.ts, body: JSON.stringify(m.data) });
  });
  return { ws, seen };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** One push per tick at most, none repeated: what a single publishing engine looks like. */
function expectSinglePublisher(seen: Seen[], seconds: number): void {
  expect(seen.length).toBeGreaterThanOrEqual(Math.floor(seconds / 4));
  expect(seen.length).toBeLessThanOrEqual(seconds + 2);
  expect(new Set(seen.map((s) => s.ts)).size).toBe(seen.length);
  expect(new Set(seen.map((s) => s.body)).size).toBe(seen.length);
}

beforeAll(async () => {
  redis = await startRedis(39227);
  database = await testDatabase();
  const env = {
    ...database.env,
    REDIS_URL: redis.url,
    LOG_LEVEL: 'info',
    LIVE_SPEED: '20',
    LIVE_DEMO_EVERY_S: '60',
    LIVE_DEMO_FIRST_S: '5',
    LIVE_TICK_MS: '1000',
    LIVE_LEADER_TTL_MS: '3000',
    // the engine's demo kick-offs are what this watches; the demo world's accounts and rooms are not
    SEED_DEMO: '0',
  };
  // A starts first and takes the lock before it listens; B then finds it held
  nodeA = await startServer(39223, env);
  nodeB = await startServer(39224, env);
}, 180_000);

afterAll(async () => {
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await redis?.stop();
  await database?.drop();
});

test('one engine publishes for both nodes; the other takes over within seconds when it is killed', async () => {
  const onA = await listen(nodeA.wsUrl);
  const onB = await listen(nodeB.wsUrl);
  // a demo match kicks off 5 s after the nodes start; from then its minute moves every 3 s
  await until(() => onA.seen.length > 0 && onB.seen.length > 0, 150_000, 'the first list push').catch((err: Error) => {
    const leaderLines = (out: string) =>
      out
        .split('\n')
        .filter((l) => l.includes('live engine'))
        .join('\n');
    const counts = `A saw ${onA.seen.length}, B saw ${onB.seen.length}`;
    throw new Error(`${err.message}; ${counts}\nA: ${leaderLines(nodeA.output())}\nB: ${leaderLines(nodeB.output())}`);
  });
  // the next three pushes published after this point, on both nodes: a second publisher would
  // show as repeated bodies or more than one push per tick inside that span
  const from = Date.now();
  const publishedAfter = (seen: Seen[], t: number) => seen.filter((s) => s.ts >= t);
  await until(() => publishedAfter(onA.seen, from).length >= 3, 60_000, 'three pushes on node A');
  const to = publishedAfter(onA.seen, from)[2]!.ts;
  // pushes reach a node in publish order: once B has one from `to` on, it has every one before it
  await until(() => onB.seen.some((s) => s.ts >= to), 15_000, 'node B to relay the same pushes');
  const inWindow = (s: Seen) => s.ts >= from && s.ts <= to;
  const windowA = onA.seen.filter(inWindow);
  const windowB = onB.seen.filter(inWindow);
  expectSinglePublisher(windowA, (to - from) / 1_000);
  expectSinglePublisher(windowB, (to - from) / 1_000);
  // fans on both nodes got the very same pushes: one publisher, relayed
  expect(new Set(windowB.map((s) => s.ts))).toEqual(new Set(windowA.map((s) => s.ts)));

  nodeA.process.kill('SIGKILL');
  const killedAt = Date.now();
  // B takes the lock once A's expires (TTL 3 s, B tries every second): its own log says when
  await nodeB.waitForOutput('live engine: this node leads', 30_000);
  const pushedAgain = () => onB.seen.some((s) => s.ts > killedAt + 500);
  await until(pushedAgain, 15_000, 'node B to publish after the leader died').catch((err: Error) => {
    const lines = nodeB
      .output()
      .split('\n')
      .filter((l) => /live engine|error|warn/i.test(l))
      .slice(-10)
      .join('\n');
    throw new Error(
      `${err.message}; B saw ${onB.seen
        .map((x) => x.body)
        .slice(-3)
        .join(' ')}\nB: ${lines}`,
    );
  });
  // by publish time (B's clock), not by arrival here: a loaded test runner must not stretch it
  const tookOverMs = onB.seen.find((s) => s.ts > killedAt + 500)!.ts - killedAt;
  // lock TTL 3 s + one renewal step + the next minute change (3 s at 20×)
  expect(tookOverMs).toBeLessThan(12_000);
  // the new leader alone publishes: three more pushes, none repeated, at most one per tick
  const after = Date.now();
  await until(() => publishedAfter(onB.seen, after).length >= 3, 60_000, 'three pushes from the new leader');
  const afterB = publishedAfter(onB.seen, after).slice(0, 3);
  expectSinglePublisher(afterB, (afterB[2]!.ts - after) / 1_000);
  onA.ws.close();
  onB.ws.close();
  console.info(`leader killed → node B pushing again after ${tookOverMs} ms`);
});
