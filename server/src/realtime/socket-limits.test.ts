import { ConcurrencyCounter, MessageBudget } from './socket-limits';

test('a key holds at most max; a release frees one place', () => {
  const c = new ConcurrencyCounter<string>(2);
  const a = '1.2.3.4';
  expect([c.take(a), c.take(a), c.take(a), c.take('5.6.7.8')]).toEqual([true, true, false, true]);
  c.release('1.2.3.4');
  expect([c.count('1.2.3.4'), c.take('1.2.3.4'), c.take('1.2.3.4')]).toEqual([1, true, false]);
});

test('a socket may burst, then sends at the sustained rate', () => {
  const b = new MessageBudget(2, 3, 0);
  expect([b.spend(0), b.spend(0), b.spend(0), b.spend(0)]).toEqual([true, true, true, false]);
  // half a second at 2/s refills one message
  expect([b.spend(500), b.spend(500)]).toEqual([true, false]);
  // a long quiet refills no more than the burst
  expect([0, 1, 2, 3].map(() => b.spend(60_000))).toEqual([true, true, true, false]);
});
