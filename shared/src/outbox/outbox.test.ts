/** The outbox: kept across a reload, sent in order once each when the connection is back, refusals told apart. */
import { ErrorCodes, SUCCESS, type Envelope } from '@kickoff/shared/contracts';
import { NETWORK_REASON, Outbox, outboxKey, STALE_REASON, type OutboxOptions, type OutboxStorage } from './outbox';

interface Msg {
  text: string;
}

function memoryStorage(): OutboxStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    read: (k) => map.get(k) ?? null,
    write: (k, v) => (v === null ? map.delete(k) : map.set(k, v)),
  };
}

/**
 * A server behind a link that can go down: a send while down throws like a failed request; the
 * server keeps one copy per client id (as the real one does) and can refuse by text.
 */
function fakeServer() {
  const stored = new Map<string, string>();
  const state = {
    up: true,
    calls: [] as string[],
    refuse: new Map<string, Envelope<string>>(),
    stored,
  };
  const send = async (p: Msg, id: string): Promise<Envelope<string>> => {
    await Promise.resolve();
    state.calls.push(p.text);
    if (!state.up) throw new Error('Network Error');
    const refusal = state.refuse.get(p.text);
    if (refusal) return refusal;
    if (!stored.has(id)) stored.set(id, p.text);
    return { code: SUCCESS, msg: '', data: stored.get(id)! };
  };
  return { state, send };
}

function box(
  storage: OutboxStorage,
  server: ReturnType<typeof fakeServer>,
  extra: Partial<OutboxOptions<Msg, string>> = {},
) {
  const delivered: string[] = [];
  const outbox = new Outbox<Msg, string>({
    key: outboxKey(7, 'im:1'),
    storage,
    send: server.send,
    onSent: (text) => delivered.push(text),
    retryDelaysMs: [],
    ...extra,
  });
  return { outbox, delivered };
}

const texts = (o: Outbox<Msg, string>) => o.items.map((x) => [x.payload.text, x.status, x.reason]);

test('messages written while the link is down wait, then go once each, in order, when it is back', async () => {
  const storage = memoryStorage();
  const server = fakeServer();
  const { outbox, delivered } = box(storage, server);
  expect(await outbox.add('c1', { text: '一' })).toEqual({ status: 'sent' });
  server.state.up = false;
  expect(await outbox.add('c2', { text: '二' })).toEqual({ status: 'waiting', reason: NETWORK_REASON });
  expect(await outbox.add('c3', { text: '三' })).toEqual({ status: 'waiting', reason: NETWORK_REASON });
  expect(texts(outbox)).toEqual([
    ['二', 'waiting', NETWORK_REASON],
    ['三', 'waiting', NETWORK_REASON],
  ]);
  server.state.up = true;
  await outbox.flush();
  expect(delivered).toEqual(['一', '二', '三']);
  expect([...server.state.stored.values()]).toEqual(['一', '二', '三']);
  expect(outbox.items).toEqual([]);
  expect(storage.map.size).toBe(0);
});

test('a reload keeps them: the next page sends them in order; a resend the server had is stored once', async () => {
  const storage = memoryStorage();
  const server = fakeServer();
  const first = box(storage, server);
  server.state.up = false;
  await first.outbox.add('c1', { text: '甲' });
  await first.outbox.add('c2', { text: '乙' });
  first.outbox.stop();
  // the server got 甲 before the link dropped, but its answer never arrived
  server.state.stored.set('c1', '甲');

  const again = box(storage, server);
  expect(texts(again.outbox)).toEqual([
    ['甲', 'waiting', NETWORK_REASON],
    ['乙', 'waiting', NETWORK_REASON],
  ]);
  server.state.up = true;
  again.outbox.start();
  await again.outbox.flush();
  expect(again.delivered).toEqual(['甲', '乙']);
  expect([...server.state.stored.entries()]).toEqual([
    ['c1', '甲'],
    ['c2', '乙'],
  ]);
  expect(storage.map.size).toBe(0);
});

test('storage keeps one outbox per signed-in user and chat', () => {
  expect(outboxKey(7, 'im:1')).not.toBe(outboxKey(8, 'im:1'));
  expect(outboxKey(7, 'im:1')).not.toBe(outboxKey(7, 'room:1'));
});

test('a new message never overtakes the ones waiting before it', async () => {
  const server = fakeServer();
  const { outbox, delivered } = box(memoryStorage(), server);
  server.state.up = false;
  await outbox.add('c1', { text: '先' });
  server.state.up = true;
  await outbox.add('c2', { text: '后' });
  expect(delivered).toEqual(['先', '后']);
});

test('a refusal for good stays, told why, with no retry; the rest still go; removing forgets it', async () => {
  const storage = memoryStorage();
  const server = fakeServer();
  server.state.refuse.set('坏', { code: ErrorCodes.FORBIDDEN, msg: '你已被禁言，暂时不能发言', data: '' });
  const { outbox, delivered } = box(storage, server);
  server.state.up = false;
  await outbox.add('c1', { text: '坏' });
  await outbox.add('c2', { text: '好' });
  server.state.up = true;
  await outbox.flush();
  expect(delivered).toEqual(['好']);
  expect(texts(outbox)).toEqual([['坏', 'failed', '你已被禁言，暂时不能发言']]);
  // neither a retry nor the next comeback sends it again
  const calls = server.state.calls.length;
  await outbox.retry('c1');
  await outbox.flush();
  expect(server.state.calls).toHaveLength(calls);
  expect(JSON.parse(storage.map.get(outboxKey(7, 'im:1'))!)).toHaveLength(1);
  outbox.discard('c1');
  expect(outbox.items).toEqual([]);
  expect(storage.map.size).toBe(0);
});

test('a refusal worth retrying (too fast) stops the run so nothing overtakes it, and offers 点击重发', async () => {
  const server = fakeServer();
  server.state.refuse.set('快', { code: ErrorCodes.RATE_LIMITED, msg: '发送太频繁，请稍后再试', data: '' });
  const { outbox, delivered } = box(memoryStorage(), server);
  server.state.up = false;
  await outbox.add('c1', { text: '快' });
  await outbox.add('c2', { text: '慢' });
  server.state.up = true;
  await outbox.flush();
  expect(delivered).toEqual([]);
  expect(texts(outbox)).toEqual([
    ['快', 'waiting', '发送太频繁，请稍后再试，点击重发'],
    ['慢', 'waiting', '发送太频繁，请稍后再试，点击重发'],
  ]);
  server.state.refuse.clear();
  await outbox.retry('c1');
  expect(delivered).toEqual(['快', '慢']);
});

test('an expired session waits for the next sign-in instead of failing for good', async () => {
  const server = fakeServer();
  server.state.refuse.set('登', { code: ErrorCodes.NO_TOKEN, msg: '请先登录', data: '' });
  const { outbox } = box(memoryStorage(), server);
  expect(await outbox.add('c1', { text: '登' })).toEqual({ status: 'waiting', reason: NETWORK_REASON });
});

test('after a failure it tries again by itself, unless the browser knows it is offline', async () => {
  jest.useFakeTimers();
  try {
    const server = fakeServer();
    let online = true;
    const { outbox, delivered } = box(memoryStorage(), server, { retryDelaysMs: [1000], isOnline: () => online });
    server.state.up = false;
    await outbox.add('c1', { text: '自动' });
    server.state.up = true;
    await jest.advanceTimersByTimeAsync(1000);
    expect(delivered).toEqual(['自动']);

    server.state.up = false;
    online = false;
    await outbox.add('c2', { text: '离线' });
    server.state.up = true;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(delivered).toEqual(['自动']);
    await outbox.flush(); // the comeback
    expect(delivered).toEqual(['自动', '离线']);
  } finally {
    jest.useRealTimers();
  }
});

test('a message the chat already shows (seen in history or a push) is forgotten', async () => {
  const server = fakeServer();
  const { outbox } = box(memoryStorage(), server);
  server.state.up = false;
  await outbox.add('c1', { text: '已到' });
  outbox.acknowledge(['c1', 'other']);
  expect(outbox.items).toEqual([]);
});

test('a line too old is not sent by itself, only by hand', async () => {
  let now = 1_000_000;
  const server = fakeServer();
  const { outbox, delivered } = box(memoryStorage(), server, { autoSendWithinMs: 120_000, now: () => now });
  server.state.up = false;
  await outbox.add('c1', { text: '旧' });
  now += 121_000;
  server.state.up = true;
  await outbox.add('c2', { text: '新' });
  expect(delivered).toEqual(['新']);
  expect(texts(outbox)).toEqual([['旧', 'waiting', STALE_REASON]]);
  await outbox.retry('c1');
  expect(delivered).toEqual(['新', '旧']);
});

test('two tabs on one outbox lose none of each other’s messages', async () => {
  const storage = memoryStorage();
  const server = fakeServer();
  server.state.up = false;
  const a = box(storage, server);
  const b = box(storage, server);
  await a.outbox.add('a1', { text: 'A' });
  await b.outbox.add('b1', { text: 'B' });
  a.outbox.reload(); // the storage event
  expect(a.outbox.items.map((x) => x.id)).toEqual(['a1', 'b1']);
  server.state.up = true;
  await Promise.all([a.outbox.flush(), b.outbox.flush()]);
  expect([...server.state.stored.values()]).toEqual(['A', 'B']);
  expect(storage.map.size).toBe(0);
});

test('what storage holds that is not an outbox is ignored', () => {
  const storage = memoryStorage();
  storage.map.set(outboxKey(7, 'im:1'), '{not json');
  expect(box(storage, fakeServer()).outbox.items).toEqual([]);
  storage.map.set(
    outboxKey(7, 'im:1'),
    JSON.stringify([
      { id: 1 },
      { id: 'b', at: 1, reason: '', status: 'lost', payload: {} },
      { id: 'c', at: 1, reason: '', status: 'waiting', payload: {} },
    ]),
  );
  expect(box(storage, fakeServer()).outbox.items.map((x) => x.id)).toEqual(['c']);
});
