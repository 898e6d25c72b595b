/**
 * The service worker's Web Push side (public/sw.js) run as written in a sandbox: a fan alert push
 * becomes one notification (tagged by the alert id, with the match page), anything unreadable none,
 * and a tap opens the match in the suite's open window, or in a new one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type Handler = (event: Record<string, unknown>) => void;

function loadWorker(windows: Array<{ url: string; navigate: jest.Mock; focus: jest.Mock }>) {
  const listeners: Record<string, Handler> = {};
  const shown: Array<{ title: string; options: { body: string; tag?: string; data: { url: string } } }> = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, fn: Handler) => (listeners[type] = fn),
    skipWaiting: () => undefined,
    location: { origin: 'https://kickoff.example' },
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const source = readFileSync(path.resolve(__dirname, '../public/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, caches: {}, fetch, URL, Response, Promise });
  async function fire(type: string, event: Record<string, unknown>): Promise<void> {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return { fire, shown, opened };
}

const pushOf = (body: unknown) => ({
  data: {
    json: () => (typeof body === 'string' ? JSON.parse(body) : body),
  },
});

test('a fan alert push shows one notification with the score line and the match page; junk shows none', async () => {
  const worker = loadWorker([]);
  await worker.fire(
    'push',
    pushOf({ title: '英超 进球！', body: '阿森纳 2-1 切尔西', tag: '901.goal.40', url: '/live/zq/detail/901' }),
  );
  expect(worker.shown).toEqual([
    {
      title: '英超 进球！',
      options: expect.objectContaining({
        body: '阿森纳 2-1 切尔西',
        tag: '901.goal.40',
        data: { url: '/live/zq/detail/901' },
      }) as unknown as (typeof worker.shown)[number]['options'],
    },
  ]);
  await worker.fire('push', pushOf('{not json'));
  await worker.fire('push', pushOf({ body: 'no title' }));
  // a url elsewhere is not followed: the tap opens the suite's home
  await worker.fire('push', pushOf({ title: 't', url: 'https://evil.example/' }));
  expect(worker.shown).toHaveLength(2);
  expect(worker.shown[1]!.options.data.url).toBe('/');
});

test('a tap opens the match in the open window of the suite, or in a new window', async () => {
  const win = { url: 'https://kickoff.example/news/1002', navigate: jest.fn(), focus: jest.fn() };
  win.navigate.mockResolvedValue(win);
  const notification = { close: jest.fn(), data: { url: '/live/zq/detail/901' } };
  const withWindow = loadWorker([win]);
  await withWindow.fire('notificationclick', { notification });
  expect(notification.close).toHaveBeenCalled();
  expect(win.navigate).toHaveBeenCalledWith('https://kickoff.example/live/zq/detail/901');
  expect(win.focus).toHaveBeenCalled();

  const none = loadWorker([]);
  await none.fire('notificationclick', { notification });
  expect(none.opened).toEqual(['https://kickoff.example/live/zq/detail/901']);
});
