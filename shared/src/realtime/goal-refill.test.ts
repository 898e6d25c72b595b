/**
 * The realtime client refills goal alerts across a reconnect, against a real ws + HTTP server that
 * keeps a goal log the way the API does (`GET /api/live/goal-alerts?after=`): the connection drops,
 * goals are scored while it is down, and after reconnecting each subscribed goal topic gets every
 * missed fresh alert exactly once — none of the goals from before the page load, none older than
 * two minutes, no second copy when the same alert is also pushed live.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { configureApi } from '../api/client';
import { GOAL_ALERTS_PATH, type GoalAlert, type GoalAlertPage } from '../contracts/live';
import { MessageCodes, type ServerMessage, type Topic } from '../contracts/realtime';
import { createRealtimeClient, type RealtimeClient, type SocketConstructor, type TopicEvent } from './client';

const Ws = WebSocket as unknown as SocketConstructor;

let http: Server;
let wss: WebSocketServer;
let base = '';
let client: RealtimeClient;
/** the server's goal log, in sequence order */
let log: GoalAlert[];
/** the `after` of each refill request ('' for none) */
let asked: string[];
/** while true the server refuses sockets (a node down) */
let down: boolean;

function goal(matchId: number, ageMs: number, score: [number, number]): GoalAlert {
  const at = Date.now() - ageMs;
  return {
    matchId,
    league: '英超',
    home: '阿森纳',
    away: '切尔西',
    side: 'home',
    minute: "12'",
    score,
    player: '萨卡',
    cancelled: false,
    seq: at * 1000 + (matchId % 1000),
    at,
  };
}

/** Scores a goal: into the log and, when `live`, to every socket subscribed to its topics. */
function score(g: GoalAlert, live = true): void {
  log.push(g);
  log.sort((a, b) => a.seq - b.seq);
  if (live) pushLive(g);
}

function pushLive(g: GoalAlert): void {
  for (const topic of ['list:football', `match:${g.matchId}`] as Topic[]) {
    const msg: ServerMessage<GoalAlert> = { code: MessageCodes.GOAL_ALERT, topic, data: g, ts: g.at };
    for (const s of wss.clients) s.send(JSON.stringify(msg));
  }
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', base);
  if (url.pathname !== GOAL_ALERTS_PATH) {
    res.writeHead(404).end();
    return;
  }
  const after = url.searchParams.get('after');
  asked.push(after ?? '');
  const page: GoalAlertPage = {
    list: after === null ? [] : log.filter((g) => g.seq > Number(after)),
    head: log.at(-1)?.seq ?? 0,
    now: Date.now(),
  };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, data: page, msg: '' }));
}

async function until(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeEach(async () => {
  log = [];
  asked = [];
  down = false;
  http = createServer(answer);
  wss = new WebSocketServer({ server: http, verifyClient: () => !down });
  wss.on('connection', (s: ServerSocket) => {
    s.on('message', (d) => {
      const m = JSON.parse(String(d)) as { t?: string; topic?: string };
      if (m.t === 'sub') s.send(JSON.stringify({ code: MessageCodes.SUBSCRIBED, topic: m.topic, data: null, ts: 1 }));
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  configureApi({ liveBase: base });
  client = createRealtimeClient({ WebSocketImpl: Ws, getToken: () => '', reconnectMs: 100, random: () => 0.5 });
});

afterEach(async () => {
  client.close();
  for (const s of wss.clients) s.terminate();
  await new Promise((r) => wss.close(r));
  await new Promise((r) => http.close(r));
});

const goalsOf = (events: TopicEvent[]) =>
  events.flatMap((e) =>
    e.type === 'message' && e.message.code === MessageCodes.GOAL_ALERT ? [(e.message.data as GoalAlert).seq] : [],
  );

describe('goal alerts across a reconnect', () => {
  it('delivers the goals scored while the socket was down exactly once, without old ones', async () => {
    const list: TopicEvent[] = [];
    const match: TopicEvent[] = [];
    // a goal from before the page load: never shown, even after the reconnect
    const before = goal(5, 30_000, [1, 0]);
    score(before, false);
    client.subscribe('list:football', (e) => list.push(e));
    client.subscribe('match:7', (e) => match.push(e));
    client.connect(`${base.replace('http', 'ws')}/imserver`);
    // a fresh connection only asks where the log stands
    await until(() => asked.length === 1 && wss.clients.size === 1, 'the head');
    expect(asked).toEqual(['']);
    await until(() => client.connected, 'open');
    await new Promise((r) => setTimeout(r, 50));

    // (ages keep the sequence order of the story: live < old < missed < other)
    const live = goal(7, 5_000, [1, 0]);
    score(live);
    await until(() => goalsOf(list).length === 1, 'the live goal');

    // the node goes away; while it is down, three goals: one already old, two fresh
    down = true;
    for (const s of wss.clients) s.close(1001);
    await until(() => !client.connected, 'the drop');
    const old = goal(9, 3 * 60_000, [2, 2]);
    old.seq = live.seq + 1; // scored after `live` in sequence order, but long ago by the clock
    score(old, false);
    const missed = goal(7, 1_000, [2, 0]);
    const other = goal(11, 500, [0, 1]);
    score(missed, false);
    score(other, false);
    await new Promise((r) => setTimeout(r, 300)); // refused attempts meanwhile
    down = false;

    await until(() => asked.length === 2, 'the refill');
    expect(asked[1]).toBe(String(live.seq));
    await until(() => goalsOf(list).length === 3, 'the refilled goals');
    // the same alert pushed live as well (it raced the refill): not delivered twice
    pushLive(missed);
    await new Promise((r) => setTimeout(r, 200));

    expect(goalsOf(list)).toEqual([live.seq, missed.seq, other.seq]);
    expect(goalsOf(match)).toEqual([live.seq, missed.seq]);
    expect(list.filter((e) => e.type === 'resync')).toHaveLength(1);
    expect(goalsOf(list)).not.toContain(before.seq);
    expect(goalsOf(list)).not.toContain(old.seq);
  });

  it('asks nothing when no goal topic is subscribed', async () => {
    client.subscribe('room:3', () => undefined);
    client.connect(`${base.replace('http', 'ws')}/imserver`);
    await until(() => client.connected, 'open');
    await new Promise((r) => setTimeout(r, 100));
    expect(asked).toEqual([]);
  });
});
