import { createPushQueue } from './push-queue';
import { textFrame } from './text-frame';

interface Fake {
  name: string;
  writes: Buffer[];
}

function setup(topics: Record<string, Fake[]>, sliceMs?: number) {
  const queue = createPushQueue<Fake>({
    subscribers: (topic) => topics[topic],
    write: (client, frame) => client.writes.push(frame),
    ...(sliceMs === undefined ? {} : { sliceMs }),
  });
  return queue;
}

const fake = (name: string): Fake => ({ name, writes: [] });
const framed = (...texts: string[]) => Buffer.concat(texts.map((t) => textFrame(Buffer.from(t, 'utf8'))));

test('the pushes of one turn reach each subscriber in one write, in order, the same buffer for all', async () => {
  const a = fake('a');
  const b = fake('b');
  const queue = setup({ 'list:football': [a, b] });
  queue.push('list:football', '{"n":1}');
  queue.push('list:football', '{"n":2}');
  expect(a.writes).toEqual([]); // nothing is written before the turn ends
  await queue.idle();
  expect(a.writes).toEqual([framed('{"n":1}', '{"n":2}')]);
  expect(b.writes).toHaveLength(1);
  expect(b.writes[0]).toBe(a.writes[0]);
  queue.push('list:football', '{"n":3}');
  await queue.idle();
  expect(a.writes[1]).toEqual(framed('{"n":3}'));
});

test('a socket gets only its topics, and the pushes of several topics in publish order', async () => {
  const both = fake('both');
  const listOnly = fake('list');
  const matchOnly = fake('match');
  const queue = setup({ 'list:football': [both, listOnly], 'match:7': [both, matchOnly] });
  queue.push('list:football', 'L1');
  queue.push('match:7', 'M1');
  queue.push('list:football', 'L2');
  queue.push('room:9', 'nobody listens');
  await queue.idle();
  expect(both.writes).toEqual([framed('L1', 'M1', 'L2')]);
  expect(listOnly.writes).toEqual([framed('L1', 'L2')]);
  expect(matchOnly.writes).toEqual([framed('M1')]);
});

test('a long fan-out yields to the event loop, and a push made meanwhile comes after it for every socket', async () => {
  const crowd = Array.from({ length: 5_000 }, (_, i) => fake(`s${i}`));
  const queue = setup({ 'room:1': crowd }, 0);
  queue.push('room:1', 'first');
  let writtenWhenOtherWorkRan = -1;
  // other work (an HTTP request, say) gets a turn before the fan-out is over
  const other = new Promise<void>((resolve) =>
    setImmediate(() =>
      setImmediate(() => {
        writtenWhenOtherWorkRan = crowd.filter((c) => c.writes.length > 0).length;
        queue.push('room:1', 'second');
        resolve();
      }),
    ),
  );
  await other;
  await queue.idle();
  expect(writtenWhenOtherWorkRan).toBeGreaterThan(0);
  expect(writtenWhenOtherWorkRan).toBeLessThan(crowd.length);
  for (const c of crowd) expect(Buffer.concat(c.writes)).toEqual(framed('first', 'second'));
});

test('flushNow writes what is queued at once', () => {
  const a = fake('a');
  const queue = setup({ 'user:1': [a] });
  queue.push('user:1', 'bye');
  queue.flushNow();
  expect(a.writes).toEqual([framed('bye')]);
});
