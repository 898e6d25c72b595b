import { nextTask } from './next-task';

test('resolves only after the tasks already queued have run: the event loop gets its turn in between', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  void Promise.resolve().then(() => order.push('microtask'));
  await nextTask();
  order.push('after nextTask');
  expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
});
