/**
 * A node whose sockets live in two socket processes (HUB_PROCESSES=2), against the real server:
 * a push reaches the sockets of both, the node's counts (ready check, a room's viewers) add both up,
 * and a socket process that dies takes only its own sockets with it and is started again.
 */
import { execFileSync } from 'node:child_process';
import { MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client, type TestClient } from '../test-support/http';
import { connect, type WsProbe } from '../test-support/ws';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;

const isMsg = (code: number) => (m: ServerMessage | string) => typeof m === 'object' && m.code === code;

/** the server's socket processes, by pid */
function socketProcesses(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => l.includes('socket-shard'))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}

async function subscribed(topic: string): Promise<WsProbe> {
  const ws = await connect(server.wsUrl);
  ws.sendJson({ t: 'sub', topic });
  await ws.next(isMsg(MessageCodes.SUBSCRIBED));
  return ws;
}

/** polls `read` until it gives `want` (the socket processes report their counts every 250 ms) */
async function eventually<T>(read: () => Promise<T>, want: T, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  let got = await read();
  while (got !== want && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    got = await read();
  }
  return got;
}

const readyClients = async () => (await api.get<{ clients: number }>('/readyz')).body.data.clients;

beforeAll(async () => {
  database = await testDatabase();
  server = await startServer(39229, { ...database.env, DEV_ROUTES: '1', HUB_PROCESSES: '2' });
  api = client(server.url);
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('two socket processes run beside the server', () => {
  expect(socketProcesses()).toHaveLength(2);
});

test('a push reaches every subscriber in both processes once, and the node counts them all', async () => {
  const sockets = await Promise.all(Array.from({ length: 6 }, () => subscribed('list:football')));
  expect(await eventually(readyClients, 6)).toBe(6);
  await api.postJson('/dev/hub/publish', {
    topic: 'list:football',
    code: MessageCodes.LIST_UPDATE,
    data: { sport: 'football', mark: 'shards' },
  });
  const marked = (m: ServerMessage | string) =>
    isMsg(MessageCodes.LIST_UPDATE)(m) && (m as ServerMessage<{ mark?: string }>).data.mark === 'shards';
  for (const ws of sockets) expect(await ws.next(marked)).toMatchObject({ topic: 'list:football' });
  for (const ws of sockets) await expect(ws.next(marked, 300)).rejects.toThrow('no matching message');
  for (const ws of sockets) ws.close();
  await Promise.all(sockets.map((ws) => ws.closed));
  expect(await eventually(readyClients, 0)).toBe(0);
});

test("a live room's viewers are the room's subscribers in every process", async () => {
  const rooms = await api.get<Array<{ id: number; viewers: number }>>('/api/vlive/rooms?category=0');
  const room = rooms.body.data[0]!;
  const viewers = async () =>
    (await api.get<Array<{ id: number; viewers: number }>>('/api/vlive/rooms?category=0')).body.data.find(
      (r) => r.id === room.id,
    )?.viewers;
  const before = await viewers();
  const sockets = await Promise.all(Array.from({ length: 4 }, () => subscribed(`room:${room.id}`)));
  expect(await eventually(viewers, (before ?? 0) + 4)).toBe((before ?? 0) + 4);
  for (const ws of sockets) ws.close();
  await Promise.all(sockets.map((ws) => ws.closed));
});

test('a socket process that dies drops only its sockets and is started again; new sockets connect', async () => {
  const sockets = await Promise.all(Array.from({ length: 4 }, () => subscribed('list:basketball')));
  const [victim] = socketProcesses();
  process.kill(victim!, 'SIGKILL');
  const ends = await Promise.all(
    sockets.map((ws) => Promise.race([ws.closed, new Promise((r) => setTimeout(() => r('open'), 1_500))])),
  );
  // sockets go to the process holding the fewest: two in each
  expect(ends.filter((e) => e === 'open')).toHaveLength(2);
  const end = Date.now() + 30_000;
  while (Date.now() < end && !(socketProcesses().length === 2 && !socketProcesses().includes(victim!))) {
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(socketProcesses()).toHaveLength(2);
  expect(socketProcesses()).not.toContain(victim);
  const again = await Promise.all(Array.from({ length: 4 }, () => subscribed('list:basketball')));
  expect(await eventually(readyClients, 6, 10_000)).toBe(6);
  for (const ws of [...sockets, ...again]) ws.close();
});
