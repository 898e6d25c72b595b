/**
 * Issue 28 (3): faults of the production topology, each mended before the next, with figures
 * printed. A server killed under 1,000 sockets (through nginx, with the client's 5 s reconnect
 * delay and chat refill); Redis stopped for 20 s; PostgreSQL restarted; nginx reloaded while a
 * remote is switched; slow clients that stop reading in a busy room.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect as netConnect } from 'node:net';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '@kickoff/ops/src/suite';
import { STACK_PORTS, type Stack } from '@kickoff/ops/src/stack';
import { MessageCodes } from '@kickoff/shared/contracts';
import { ROOM_CHAT_MAX_CHARS } from '@kickoff/shared/contracts/vlive';
import { linesLost, startStorm } from '../../server/harness/reconnect-storm';
import { expect, socketsPerServer, test } from './fixtures';
import { login, people } from './people';

const SOCKETS = 1_000;
/** the slow-client fault: fans who read, fans who stop, and how long each phase lasts */
const FANS_READING = 40;
const SLOW_CLIENTS = 20;
const PHASE_MS = 8_000;
/** the host client's reconnect base (shared/src/realtime/reconnect-delay.ts): 5 s ±50 % */
const RECONNECT_MS = 5_000;

const run = promisify(execFile);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The anchor's room, live for the run (people.ts). */
const liveRoom = (stack: Stack) => people(stack).room;
/** A registered fan's phone. */
const fan = (stack: Stack, i = 0) => people(stack).fans[i]!.phone;

let said = 0;
async function say(base: string, token: string, room: number, text: string): Promise<Response> {
  return fetch(`${base}/chat/msg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: JSON.stringify({ group: String(room), text, clientId: `stack-${Date.now()}-${++said}` }),
    signal: AbortSignal.timeout(15_000),
  });
}

/** When each replica's log last said it leads the live engine (pino's `time`), 0 if never. */
function leadsSince(stack: Stack): number[] {
  return stack.servers.map((s) => {
    const lines = readFileSync(path.join(stack.logs, `server-${s.index + 1}.log`), 'utf8').split('\n');
    let at = 0;
    let leads = false;
    for (const l of lines) {
      if (!l.includes('live engine: this node')) continue;
      leads = l.includes('this node leads');
      at = leads ? (JSON.parse(l) as { time: number }).time : 0;
    }
    return leads ? at : 0;
  });
}

/** How long replica `index` itself took over each `/chat/page` since `since` (its request log's responseTime). */
function serverRefillTimes(stack: Stack, index: number, since: number): number[] {
  const urls = new Map<string, string>();
  const times: number[] = [];
  for (const l of readFileSync(path.join(stack.logs, `server-${index + 1}.log`), 'utf8').split('\n')) {
    if (!l.startsWith('{') || !l.includes('"reqId"')) continue;
    const e = JSON.parse(l) as { time: number; reqId: string; req?: { url: string }; responseTime?: number };
    if (e.time < since) continue;
    if (e.req) urls.set(e.reqId, e.req.url);
    else if (e.responseTime !== undefined && urls.get(e.reqId) === '/chat/page') times.push(e.responseTime);
  }
  return times.sort((a, b) => a - b);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

test('a server killed under 1,000 sockets: all back within 10 s, no line lost or doubled, leader moved', async ({
  stack,
}) => {
  test.setTimeout(240_000);
  const room = liveRoom(stack);
  // four fans, each at most one line a second (the room's cadence)
  const tokens = await Promise.all(people(stack).fans.map((f) => login(stack.url, f.phone)));
  const storm = await startStorm({
    wsUrl: stack.wsUrl,
    apiUrl: stack.url,
    roomId: room,
    count: SOCKETS,
    reconnectMs: RECONNECT_MS,
  });
  const sent: number[] = [];
  let writing = true;
  let writer: Promise<void> = Promise.resolve();
  let victim = -1;
  try {
    const held = await socketsPerServer(stack);
    // kill the engine's leader: its fans and its engine both move
    const leads = leadsSince(stack);
    victim = leads.indexOf(Math.max(...leads));
    const survivor = 1 - victim;
    writer = (async () => {
      // each fan at most one line a second (the room's cadence), through nginx
      for (let i = 0; writing; i++) {
        const res = await say(stack.url, tokens[i % tokens.length]!, room, `宕机测试${i}`)
          .then((r) => r.json() as Promise<Envelope<{ id: number }>>)
          .catch(() => null);
        if (res?.code === 200) sent.push(res.data.id);
        await pause(Math.ceil(1_100 / tokens.length));
      }
    })();
    await pause(2_000);
    const loadPerCore = loadavg()[0]! / cpus().length;
    const reconnectLimitMs = loadPerCore < 1.5 ? 10_000 : 60_000;
    // the harness is one process holding every fan's socket: how late its own event loop runs is
    // part of every figure it measures (a real fan has a phone of its own)
    const harnessLag = monitorEventLoopDelay({ resolution: 20 });
    harnessLag.enable();
    const killedAt = Date.now();
    await stack.stopServer(victim, 'SIGKILL');
    const hit = () => storm.clients.filter((c) => c.closedAt >= killedAt);
    const back = (c: (typeof storm.clients)[number]) => c.subscribedAt > c.closedAt && c.refilledAt > c.closedAt;
    await expect.poll(() => hit().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => hit().every(back), { timeout: 60_000, intervals: [100] }).toBe(true);
    await expect.poll(() => leadsSince(stack)[survivor]! > killedAt, { timeout: 30_000 }).toBe(true);
    const failoverMs = leadsSince(stack)[survivor]! - killedAt;
    harnessLag.disable();
    await pause(2_000);
    writing = false;
    await writer;
    // the last lines' pushes are on their way
    await pause(1_500);
    const reconnectMs = hit()
      .map((c) => Math.max(c.subscribedAt, c.refilledAt) - killedAt)
      .sort((a, b) => a - b);
    /** p50/p99 of a step, ms after the kill: where the reconnect's time goes */
    const step = (at: (c: (typeof storm.clients)[number]) => number) => {
      const sorted = hit()
        .map((c) => at(c) - killedAt)
        .sort((a, b) => a - b);
      return [percentile(sorted, 50), percentile(sorted, 99)];
    };
    const figures = {
      loadPerCore: Number(loadPerCore.toFixed(1)),
      limitMs: reconnectLimitMs,
      sockets: SOCKETS,
      onKilledServer: held[victim],
      reconnected: reconnectMs.length,
      reconnectP50Ms: percentile(reconnectMs, 50),
      reconnectP99Ms: percentile(reconnectMs, 99),
      reconnectMaxMs: reconnectMs.at(-1),
      // kill → closed seen by the client, → the new socket open, → SUBSCRIBED, → chat refilled
      closedMs: step((c) => c.closedAt),
      openedMs: step((c) => c.openedAt),
      subscribedMs: step((c) => c.subscribedAt),
      refilledMs: step((c) => c.refilledAt),
      // the survivor's own time per refill (its request log), beside what the harness saw
      survivorRefillMs: ((t) => [percentile(t, 50), percentile(t, 99)].map(Math.round))(
        serverRefillTimes(stack, survivor, killedAt),
      ),
      sent: sent.length,
      lost: linesLost(storm.clients, sent),
      pushedTwice: storm.clients.reduce((n, c) => n + c.pushedTwice, 0),
      reconnectAttempts: storm.clients.reduce((n, c) => n + c.attempts - 1, 0),
      leaderFailoverMs: failoverMs,
      harnessLoopLagMs: [harnessLag.percentile(50), harnessLag.percentile(99), harnessLag.max].map((ns) =>
        Math.round(ns / 1e6),
      ),
      nowOnSurvivor: (await socketsPerServer(stack))[survivor],
    };
    console.info(`server killed: ${JSON.stringify(figures)}`);
    expect(figures.reconnected).toBeGreaterThanOrEqual(Math.floor(held[victim]! * 0.9));
    // the 10 s holds on a machine with its cores to spare; a shared one far over its cores
    // (load average per core ≥ 1.5) gets a sanity bound only, and the figures say which applied
    expect(figures.reconnectMaxMs).toBeLessThanOrEqual(reconnectLimitMs);
    expect(figures.sent).toBeGreaterThan(5);
    expect(figures.lost).toBe(0);
    expect(figures.pushedTwice).toBe(0);
    expect(figures.nowOnSurvivor).toBeGreaterThanOrEqual(SOCKETS);
  } finally {
    writing = false;
    await writer;
    storm.close();
    if (victim >= 0 && !stack.servers[victim]!.running()) await stack.startServer(victim);
  }
});

test('Redis stopped for 20 s: no 5xx through nginx meanwhile, fan-out back within 10 s of its return', async ({
  stack,
}) => {
  test.setTimeout(120_000);
  const room = liveRoom(stack);
  const token = await login(stack.url, fan(stack));
  let n = 0;
  const text = () => `断线测试${++n}`;
  /** a fan straight on one replica, hearing the room */
  const { connect } = await import('../../server/src/test-support/ws');
  const fans = await Promise.all(stack.servers.map((s) => connect(`ws://127.0.0.1:${s.port}/imserver`)));
  const heard = fans.map(() => new Set<string>());
  for (const [i, ws] of fans.entries()) {
    ws.socket.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { code?: number; data?: { kind?: string; line?: { text: string } } };
      if (m.data?.kind === 'line' && m.data.line) heard[i]!.add(m.data.line.text);
    });
    ws.sendJson({ t: 'sub', topic: `room:${room}` });
  }
  const beat = setInterval(() => fans.forEach((f) => f.socket.send('0')), 10_000);
  try {
    /** says a line on replica `i` (one a second: the room's cadence) */
    const sayOn = async (i: number) => {
      await pause(1_100);
      const t = text();
      const res = (await (await say(stack.servers[i]!.url, token, room, t)).json()) as Envelope;
      expect(res.code).toBe(200);
      return t;
    };
    const first = await sayOn(0);
    await expect.poll(() => heard.every((h) => h.has(first))).toBe(true);

    await stack.stopRedis();
    const statuses: number[] = [];
    const downUntil = Date.now() + 20_000;
    const calls = ['/api/vlive/rooms?category=0', '/api/live/hot', '/imapi/websocket', '/user/wallet'];
    let alone = '';
    let rounds = 0;
    while (Date.now() < downUntil) {
      const res = await Promise.all(
        calls.map((c) =>
          fetch(`${stack.url}${c}`, { headers: { accessToken: token }, signal: AbortSignal.timeout(5_000) }).then(
            (r) => r.status,
            () => 599,
          ),
        ),
      );
      statuses.push(...res);
      if (rounds++ % 5 === 0) {
        const r = await say(stack.url, token, room, (alone = text())).then(
          (x) => x.status,
          () => 599,
        );
        statuses.push(r);
      }
      await pause(200);
    }
    // what degrades: a line reaches the fans of the replica it was said on only
    const aloneHeard = heard.map((h) => h.has(alone));
    const startedAt = Date.now();
    await stack.startRedis();
    let back = '';
    await expect
      .poll(
        async () => {
          back = await sayOn(0);
          await pause(300);
          return heard[1]!.has(back);
        },
        { timeout: 20_000, intervals: [0] },
      )
      .toBe(true);
    const resumedMs = Date.now() - startedAt;
    const failed = statuses.filter((s) => s >= 500);
    const figures = {
      requests: statuses.length,
      fiveXx: failed.length,
      aloneHeardOn: aloneHeard,
      fanOutBackMs: resumedMs,
    };
    console.info(`redis down 20 s: ${JSON.stringify(figures)}`);
    expect(statuses.length).toBeGreaterThan(100);
    expect(failed).toEqual([]);
    expect(aloneHeard.filter(Boolean).length).toBe(1);
    expect(resumedMs).toBeLessThanOrEqual(10_000);
  } finally {
    clearInterval(beat);
    fans.forEach((f) => f.close());
  }
});

test('PostgreSQL restarted: a clear 503 envelope during the gap, the servers reconnect by themselves', async ({
  stack,
}) => {
  test.setTimeout(120_000);
  const token = await login(stack.url, fan(stack));
  const room = liveRoom(stack);
  stack.stopPostgres();
  const answers: Array<{ status: number; code?: number; ms: number }> = [];
  try {
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      const calls = [
        fetch(`${stack.url}/user/wallet`, { headers: { accessToken: token }, signal: AbortSignal.timeout(15_000) }),
        say(stack.url, token, room, `停库${i}`),
      ];
      for (const res of await Promise.allSettled(calls)) {
        if (res.status === 'rejected') {
          answers.push({ status: 0, ms: Date.now() - started });
          continue;
        }
        const body = (await res.value.json().catch(() => ({}))) as Partial<Envelope>;
        answers.push({ status: res.value.status, code: body.code, ms: Date.now() - started });
      }
      await pause(250);
    }
  } finally {
    stack.startPostgres();
  }
  const startedAt = Date.now();
  // each replica, straight, serves a database read again without a restart
  await expect
    .poll(
      async () =>
        (
          await Promise.all(
            stack.servers.map(async (s) => {
              const r = await fetch(`${s.url}/user/wallet`, { headers: { accessToken: token } }).catch(() => null);
              return r?.status === 200;
            }),
          )
        ).every(Boolean),
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
  const reconnectMs = Date.now() - startedAt;
  const slowest = Math.max(...answers.map((a) => a.ms));
  const statuses = [...new Set(answers.map((a) => `${a.status}/${a.code}`))];
  const figures = { requests: answers.length, statuses, slowestMs: slowest, backMs: reconnectMs };
  console.info(`postgres restarted: ${JSON.stringify(figures)}`);
  // every answer in the gap is the envelope: HTTP 503 with DB_UNAVAILABLE, none hangs, no crash
  expect(answers.filter((a) => a.status !== 503 || a.code !== 50302)).toEqual([]);
  expect(slowest).toBeLessThan(12_000);
  expect(stack.servers.every((s) => s.running())).toBe(true);
});

test('nginx reloaded while a remote is switched: every page load works, each from one version', async ({
  page,
  stack,
}) => {
  test.setTimeout(300_000);
  const env = { ...process.env, KICKOFF_DEPLOY_DIR: stack.deployDir };
  const remotes = (...args: string[]) => run('pnpm', ['remotes', ...args, '--env', 'staging'], { cwd: ROOT, env });
  // the release is on the CDN before anyone points at it
  stack.addRelease('account', '0.1.2', path.join(ROOT, 'remote-account/dist'));
  const failed: string[] = [];
  // the next navigation aborts the last page's idle prefetches (ERR_ABORTED); a reload's failure
  // would be a reset, an empty response or a 5xx
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`);
  });
  let switching = true;
  const switcher = (async () => {
    for (const version of ['0.1.2', '0.1.0']) {
      await remotes('set', 'account', version);
      stack.reloadNginx();
    }
    switching = false;
  })();
  const versions: string[][] = [];
  while (switching || versions.length < 3) {
    await page.goto(`${stack.url}/user`);
    await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    versions.push(
      await page.evaluate(() => [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((e) => /\/kickoff\/account\/([^/]+)\//.exec(new URL(e.name).pathname)?.[1])
            .filter((v): v is string => Boolean(v)),
        ),
      ]),
    );
  }
  await switcher;
  console.info(
    `nginx reloads during remote switches: ${versions.length} page loads, versions ${JSON.stringify(versions)}`,
  );
  expect(failed).toEqual([]);
  for (const v of versions) expect(v.length).toBe(1);
});

/**
 * A socket through nginx that subscribes to `topic`, keeps its heartbeat going, and can stop
 * reading: paused, the kernel's buffers (its own, nginx's, the replica's) fill and the replica's
 * hub sees a fan that does not keep up. A raw TCP client so that nothing reads for it.
 */
function stallingClient(stack: Stack, topic: string) {
  const key = randomBytes(16).toString('base64');
  const socket = netConnect(STACK_PORTS.nginx, '127.0.0.1');
  let received = 0;
  socket.on('data', (d: Buffer) => (received += d.length));
  socket.on('error', () => undefined);
  /** a masked client text frame (payloads under 126 bytes) */
  const frame = (text: string) => {
    const payload = Buffer.from(text);
    const mask = randomBytes(4);
    return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, payload.map((b, i) => b ^ mask[i % 4]!)]);
  };
  socket.write(
    [
      'GET /imserver HTTP/1.1',
      `Host: localhost:${STACK_PORTS.nginx}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${key}`,
      'Sec-WebSocket-Version: 13',
      `Origin: ${stack.url}`,
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(frame(JSON.stringify({ t: 'sub', topic })));
  const beat = setInterval(() => socket.write(frame('0')), 10_000);
  return {
    /** bytes read so far */
    received: () => received,
    stopReading: () => socket.pause(),
    resume: () => socket.resume(),
    close: () => {
      clearInterval(beat);
      socket.destroy();
    },
  };
}

test("slow clients that stop reading in a busy room do not delay the other fans' pushes", async ({ stack }) => {
  test.setTimeout(150_000);
  const room = liveRoom(stack);
  const topic = `room:${room}`;
  const tokens = await Promise.all(people(stack).fans.map((f) => login(stack.url, f.phone)));
  const { connect } = await import('../../server/src/test-support/ws');
  // the fans who read: when each line reached each of them, through nginx, on both replicas
  const fans = await Promise.all(Array.from({ length: FANS_READING }, () => connect(stack.wsUrl)));
  const arrivals = fans.map(() => new Map<number, number>());
  for (const [i, ws] of fans.entries()) {
    ws.socket.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { code?: number; data?: { kind?: string; line?: { id: number } } };
      if (m.code === MessageCodes.ROOM_CHAT && m.data?.kind === 'line') arrivals[i]!.set(m.data.line!.id, Date.now());
    });
    ws.sendJson({ t: 'sub', topic });
    await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.SUBSCRIBED, 15_000);
  }
  const beat = setInterval(() => fans.forEach((f) => f.socket.send('0')), 10_000);
  const slow = Array.from({ length: SLOW_CLIENTS }, () => stallingClient(stack, topic));
  /** line id → when the replica took it (the line's own time; one machine, one clock) */
  const sentAt = new Map<number, number>();
  let writing = true;
  // a busy room: four fans at the room's cadence, each line as long as a line may be
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const text = `慢客户端测试${i}`.padEnd(ROOM_CHAT_MAX_CHARS, '球');
      const res = await say(stack.url, tokens[i % tokens.length]!, room, text)
        .then((r) => r.json() as Promise<Envelope<{ id: number; time: number }>>)
        .catch(() => null);
      if (res?.code === 200) sentAt.set(res.data.id, res.data.time);
      await pause(Math.ceil(1_100 / tokens.length));
    }
  })();
  const delays = (ids: number[]) =>
    ids
      .flatMap((id) => arrivals.map((a) => (a.has(id) ? Math.max(0, a.get(id)! - sentAt.get(id)!) : Infinity)))
      .sort((a, b) => a - b);
  try {
    await expect.poll(() => Math.min(...slow.map((s) => s.received())), { timeout: 15_000 }).toBeGreaterThan(0);
    // every fan reading: the room's pace on this machine now
    const baselineFrom = Date.now();
    await pause(PHASE_MS);
    const baselineIds = [...sentAt].filter(([, at]) => at > baselineFrom).map(([id]) => id);
    for (const s of slow) s.stopReading();
    const readAtStall = slow.map((s) => s.received());
    const stalledFrom = Date.now();
    await pause(PHASE_MS * 2);
    const stalledIds = [...sentAt].filter(([, at]) => at > stalledFrom).map(([id]) => id);
    writing = false;
    await writer;
    // the last lines' pushes are on their way
    await pause(2_000);
    const backlogFrom = slow.map((s) => s.received());
    for (const s of slow) s.resume();
    await pause(2_000);
    const base = delays(baselineIds);
    const stalled = delays(stalledIds);
    const figures = {
      fansReading: FANS_READING,
      slowClients: SLOW_CLIENTS,
      linesBaseline: baselineIds.length,
      linesWhileStalled: stalledIds.length,
      baselineP50Ms: percentile(base, 50),
      baselineP99Ms: percentile(base, 99),
      stalledP50Ms: percentile(stalled, 50),
      stalledP99Ms: percentile(stalled, 99),
      missed: stalled.filter((d) => d === Infinity).length + base.filter((d) => d === Infinity).length,
      // what the slow clients had not read when they resumed (held by the kernels, nginx and the replicas)
      backlogBytesPerSlowClient: Math.round(
        slow.reduce((n, s, i) => n + s.received() - backlogFrom[i]!, 0) / SLOW_CLIENTS,
      ),
      readWhileStalledPerSlowClient: Math.round(
        slow.reduce((n, s, i) => n + backlogFrom[i]! - readAtStall[i]!, 0) / SLOW_CLIENTS,
      ),
    };
    console.info(`slow clients: ${JSON.stringify(figures)}`);
    expect(stalledIds.length).toBeGreaterThan(5);
    expect(figures.missed).toBe(0);
    // with the slow clients stalled the others hear the room as fast as before (a loaded machine's noise allowed)
    expect(figures.stalledP99Ms).toBeLessThanOrEqual(Math.max(2 * figures.baselineP99Ms, figures.baselineP99Ms + 500));
    expect(figures.backlogBytesPerSlowClient).toBeGreaterThan(0);
  } finally {
    writing = false;
    await writer;
    clearInterval(beat);
    slow.forEach((s) => s.close());
    fans.forEach((f) => f.close());
  }
});
