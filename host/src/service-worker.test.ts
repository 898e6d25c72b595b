/**
 * The host's service worker (public/sw.js) run as written, in a sandbox with a fake cache and
 * network: what the server marks private or no-store (a chat picture) reaches the page but is never
 * kept, so offline it is simply unavailable; a public picture is kept and served offline.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type Listener = (event: { request: Request; respondWith(r: Promise<Response>): void }) => void;

function loadWorker(network: (request: Request) => Promise<Response>) {
  const listeners: Record<string, Listener> = {};
  const stored = new Map<string, Response>();
  const cache = {
    put: async (request: Request, response: Response) => void stored.set(request.url, response),
    addAll: async () => undefined,
  };
  const self = {
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: () => undefined,
  };
  const caches = {
    open: async () => cache,
    keys: async () => [],
    match: async (request: Request | string) => stored.get(typeof request === 'string' ? request : request.url),
  };
  const source = readFileSync(path.resolve(__dirname, '../public/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, caches, fetch: network, URL, Response, Promise });
  /** what the page gets for `url`, as the worker answers it (undefined: the worker stays out) */
  async function get(url: string): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    listeners.fetch!({ request: new Request(url), respondWith: (r) => (answer = r) });
    const response = await answer;
    // the copy is put in the cache after the page got its answer
    await new Promise((resolve) => setTimeout(resolve, 0));
    return response;
  }
  return { get, stored };
}

/** A same-origin answer, as the browser's fetch types it ('basic'). */
function picture(cacheControl: string): Response {
  const response = new Response('webp', { headers: { 'Content-Type': 'image/webp', 'Cache-Control': cacheControl } });
  return Object.defineProperty(response, 'type', { value: 'basic' });
}

test('a chat picture (private, no-store) reaches the page and is never kept; a public one is', async () => {
  let online = true;
  const worker = loadWorker(async (request) => {
    if (!online) throw new TypeError('offline');
    return picture(request.url.includes('/chat-') ? 'private, no-store' : 'public, max-age=31536000, immutable');
  });
  const chat = 'https://kickoff.example/inform/image/chat-1';
  const post = 'https://kickoff.example/inform/image/post-1';
  expect((await worker.get(chat))?.headers.get('Cache-Control')).toBe('private, no-store');
  expect((await worker.get(post))?.status).toBe(200);
  expect([...worker.stored.keys()]).toEqual([post]);

  online = false;
  expect((await worker.get(post))?.status).toBe(200);
  expect((await worker.get(chat))?.type).toBe('error');
});

test('either word alone keeps a response out of the cache', async () => {
  const worker = loadWorker(async (request) =>
    picture(new URL(request.url).searchParams.get('cc') ?? 'public, max-age=60'),
  );
  for (const cc of ['private', 'no-store', 'max-age=0, private', 'no-store,no-cache', 'PRIVATE'])
    await worker.get(`https://kickoff.example/inform/image/x?cc=${encodeURIComponent(cc)}`);
  await worker.get('https://kickoff.example/inform/image/x?cc=public');
  expect([...worker.stored.keys()]).toEqual(['https://kickoff.example/inform/image/x?cc=public']);
});
