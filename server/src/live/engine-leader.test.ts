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
  const from = Date.now();
  await sleep(12_000);
  // a window by publish time, closed a second ago: every push in it has reached both nodes (a window
  // by arrival could take a push on the relayed node that the leader's fans got just before it opened)
  const to = Date.now() - 1_000;
  const inWindow = (s: Seen) => s.ts >= from && s.ts < to;
  const windowA = onA.seen.filter(inWindow);
  const windowB = onB.seen.filter(inWindow);
  expectSinglePublisher(windowA, 11);
  expectSinglePublisher(windowB, 11);
  // fans on both nodes got the very same pushes: one publisher, relayed
  expect(new Set(windowB.map((s) => s.ts))).toEqual(new Set(windowA.map((s) => s.ts)));

  nodeA.process.kill('SIGKILL');
  const killedAt = Date.now();
  const pushedAgain = () => onB.seen.some((s) => s.at > killedAt + 500);
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
  const tookOverMs = onB.seen.find((s) => s.at > killedAt + 500)!.at - killedAt;
  // lock TTL 3 s + one renewal step + the next minute change (3 s at 20×)
  expect(tookOverMs).toBeLessThan(12_000);
  const after = Date.now();
  await sleep(9_000);
  expectSinglePublisher(
    onB.seen.filter((s) => s.at >= after),
    9,
  );
  onA.ws.close();
  onB.ws.close();
  console.info(`leader killed → node B pushing again after ${tookOverMs} ms`);
});
