import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCodes } from '../contracts/codes';
import { findEarlyAnswer, startEarlyAnswer } from '../contracts/early-answers';
import { ACCOUNT_PATHS, NEWS_PATHS, TIPS_PATHS } from '../contracts/paths';
import { ACTIVITIES_PATHS } from '../contracts/activities';
import { VIEW_HISTORY_PATHS } from '../contracts/view-history';
import type { NewsPage } from '../contracts/news';
import { useAuthStore } from '../stores/auth';
import { useUserStore } from '../stores/user';
import { baseFor, createApiClient, ApiHttpError, type ApiClient } from './client';
import { loadDynamicKey } from './dynamic-key';

interface Seen {
  method: string;
  url: string;
  token: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let origin = '';
const seen: Seen[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        url,
        token: req.headers.accesstoken as string | undefined,
        contentType: req.headers['content-type'],
        body,
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (url.includes('/no-token')) return send(200, { code: 'NO_TOKEN', data: null, msg: '请先登录' });
      // the two refusals answer real paths too, as the typed post only takes those
      if (url.includes('/limited') || url.includes(ACTIVITIES_PATHS.checkin))
        return send(200, { code: ErrorCodes.RATE_LIMITED, data: null, msg: '操作太频繁，请稍后再试' });
      if (url.includes('/odd-code')) return send(200, { code: 777, data: null, msg: '?' });
      if (url.includes('/bad')) return send(400, { code: 40001, data: null, msg: 'bad' });
      if (url.includes('/boom')) return send(500, 'oops');
      if (url.includes('/throttled') || url.includes(TIPS_PATHS.me))
        return send(429, { code: ErrorCodes.RATE_LIMITED, data: null, msg: '操作太频繁，请稍后再试' });
      if (url.includes('/gateway')) return send(502, { code: 502, data: null, msg: 'bad gateway' });
      if (url.includes('/user/key'))
        return send(200, {
          code: 200,
          data: { keyId: 'k1', key: 'abcdefghijklmnop', iv: '0123456789abcdef', expiresIn: 300 },
          msg: '成功',
        });
      return send(200, { code: 200, data: { echo: url, body }, msg: '成功' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  useAuthStore.setState({ token: '' });
});

const client = () =>
  createApiClient({ mainBase: `${origin}/main`, liveBase: `${origin}/live/`, imBase: `${origin}/im` });

describe('baseFor', () => {
  it('chooses the base by path (docs/product.md §7)', () => {
    expect(baseFor('/api/live/list')).toBe('live');
    expect(baseFor('/imapi/chat/list')).toBe('im');
    expect(baseFor('/chat/imserver/x')).toBe('im');
    expect(baseFor('/user/center/info')).toBe('main');
    expect(baseFor('/live/football/v1_1/live')).toBe('main');
  });
});

describe('api client against a real HTTP server', () => {
  it('sends each path to its base', async () => {
    const c = client();
    await c.get('/api/a');
    await c.get('/imapi/chat/list');
    await c.get('/user/center/info');
    expect(seen.map((s) => s.url)).toEqual(['/live/api/a', '/im/imapi/chat/list', '/main/user/center/info']);
  });

  it('bases are configurable at run time', async () => {
    const c = client();
    c.configure({ mainBase: `${origin}/other` });
    await c.get('/x');
    expect(seen[0]!.url).toBe('/other/x');
  });

  it('sends accessToken only when logged in', async () => {
    const c = client();
    await c.get('/x');
    useAuthStore.setState({ token: 'tok-9' });
    await c.post(VIEW_HISTORY_PATHS.clear, { kind: 'news' });
    expect(seen[0]!.token).toBeUndefined();
    expect(seen[1]!.token).toBe('tok-9');
  });

  it('adds default GET params (none by default)', async () => {
    const c = client();
    await c.get('/list', { page: 2 });
    c.configure({ defaultParams: { platform: 4 } });
    await c.get('/list', { page: 3 });
    expect(seen.map((s) => s.url)).toEqual(['/main/list?page=2', '/main/list?platform=4&page=3']);
  });

  it('posts JSON by default and form-encoded on request', async () => {
    const c = client();
    const json = await c.post(NEWS_PATHS.list, { column: 1, page: 1, size: 10 });
    const form = await c.post(
      ACCOUNT_PATHS.login,
      { phone: '13800000000', password: 'a+b/c=', keyId: undefined },
      { form: true },
    );
    expect(json.code).toBe(200);
    expect(seen[0]!.body).toBe('{"column":1,"page":1,"size":10}');
    expect(seen[0]!.contentType).toContain('application/json');
    expect(seen[1]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(seen[1]!.body).toBe('phone=13800000000&password=a%2Bb%2Fc%3D');
    expect(form.code).toBe(200);
  });

  it('NO_TOKEN raises logout and returns the body', async () => {
    const c = client();
    const onLogout = jest.fn();
    const onException = jest.fn();
    c.events.on('logout', onLogout);
    c.events.on('exception', onException);
    const res = await c.get('/no-token');
    expect(res).toEqual({ code: 'NO_TOKEN', data: null, msg: '请先登录' });
    expect(onLogout).toHaveBeenCalledWith({ path: '/no-token' });
    expect(onException).not.toHaveBeenCalled();
  });

  it('a refusal of a token the fan has since signed out of (or replaced) raises no second logout', async () => {
    const c = client();
    const onLogout = jest.fn();
    c.events.on('logout', onLogout);
    useAuthStore.setState({ token: 'old-token' });
    // the call goes out with the old token; the fan signs out, then in again, while it is in flight
    const inFlight = c.get('/no-token');
    useAuthStore.setState({ token: '' });
    const res = await inFlight;
    expect(seen[0]!.token).toBe('old-token');
    expect(res.code).toBe('NO_TOKEN');
    expect(onLogout).not.toHaveBeenCalled();

    useAuthStore.setState({ token: 'old-token' });
    const second = c.get('/no-token');
    useAuthStore.setState({ token: 'new-token' });
    await second;
    expect(onLogout).not.toHaveBeenCalled();
    // the current token refused: that session is over
    await c.get('/no-token');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('known codes raise exception with code and msg; unknown codes are ignored', async () => {
    const c = client();
    const onException = jest.fn();
    const off = c.events.on('exception', onException);
    const res = await c.post(ACTIVITIES_PATHS.checkin);
    expect(res.code).toBe(40029);
    expect(onException).toHaveBeenCalledWith({
      code: 40029,
      msg: '操作太频繁，请稍后再试',
      path: ACTIVITIES_PATHS.checkin,
    });
    await c.get('/odd-code');
    expect(onException).toHaveBeenCalledTimes(1);
    off();
    await c.get('/limited');
    expect(onException).toHaveBeenCalledTimes(1);
  });

  it('HTTP 400 raises home and rejects; other HTTP errors reject', async () => {
    const c = client();
    const onHome = jest.fn();
    c.events.on('home', onHome);
    await expect(c.get('/bad')).rejects.toBeInstanceOf(ApiHttpError);
    expect(onHome).toHaveBeenCalledWith({ path: '/bad', status: 400 });
    await expect(c.get('/boom')).rejects.toMatchObject({ status: 500 });
    await expect(c.get('/gateway')).rejects.toMatchObject({ status: 502 });
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('a known code with an HTTP error status (a 429) still raises exception and returns the body', async () => {
    const c = client();
    const onException = jest.fn();
    c.events.on('exception', onException);
    const res = await c.post(TIPS_PATHS.me);
    expect(res).toEqual({ code: 40029, data: null, msg: '操作太频繁，请稍后再试' });
    expect(onException).toHaveBeenCalledWith({ code: 40029, msg: '操作太频繁，请稍后再试', path: TIPS_PATHS.me });
  });

  it('GET /user/key stores the dynamic key as iv', async () => {
    const key = await loadDynamicKey({}, client());
    expect(seen[0]!.url).toBe('/main/user/key');
    expect(key).toEqual({ keyId: 'k1', key: 'abcdefghijklmnop', iv: '0123456789abcdef', expiresIn: 300 });
    expect(useUserStore.getState().iv).toEqual(key);
  });
});

describe("a newcomer's first call answered from the page's preload (early.js, contracts/early-answers)", () => {
  // the page's window, as early.js and the api client see it (this suite runs in Node)
  const withWindow = async (run: (win: object) => Promise<void>) => {
    const win = { location: { href: `${origin}/vlive/0` } };
    Object.assign(globalThis, { window: win });
    try {
      await run(win);
    } finally {
      delete (globalThis as { window?: object }).window;
    }
  };

  it('takes the answer early.js got for the same URL, once: the next call is asked of the server', () =>
    withWindow(async (win) => {
      startEarlyAnswer(win, `${origin}/main/list?page=1`);
      await findEarlyAnswer(win, (url) => url.pathname === '/main/list');
      expect(seen.map((s) => s.url)).toEqual(['/main/list?page=1']);
      const c = client();
      const first = await c.get<{ echo: string }>('/list', { page: 1 });
      expect(first.data.echo).toBe('/main/list?page=1');
      expect(seen).toHaveLength(1);
      await c.get('/list', { page: 1 });
      expect(seen).toHaveLength(2);
    }));

  it("another URL's call and a signed-in fan's call go to the server", () =>
    withWindow(async (win) => {
      startEarlyAnswer(win, `${origin}/main/list?page=1`);
      const c = client();
      await c.get('/list', { page: 2 });
      useAuthStore.setState({ token: 'tok-1' });
      await c.get('/list', { page: 1 });
      expect(seen.filter((s) => s.url.startsWith('/main/list')).map((s) => [s.url, s.token])).toEqual([
        ['/main/list?page=1', undefined],
        ['/main/list?page=2', undefined],
        ['/main/list?page=1', 'tok-1'],
      ]);
    }));
});

describe('unwrap', () => {
  it('gives the data of a success envelope and throws the server message otherwise', async () => {
    const { unwrap } = await import('./unwrap');
    await expect(unwrap(Promise.resolve({ code: 200 as const, data: [1, 2], msg: '成功' }))).resolves.toEqual([1, 2]);
    await expect(
      unwrap(Promise.resolve({ code: ErrorCodes.NOT_FOUND, data: null, msg: '内容不存在' })),
    ).rejects.toThrow('内容不存在');
    await expect(unwrap(Promise.resolve({ code: ErrorCodes.NOT_FOUND, data: null, msg: '' }))).rejects.toThrow(
      '加载失败',
    );
  });
});

describe('post is typed by path (contracts/post-calls.ts)', () => {
  it("sends a path's body and types the answer as the path's data", async () => {
    const res = await client().post(NEWS_PATHS.list, { column: 1002, page: 2, size: 5 });
    const page: NewsPage = res.data;
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/main/inform/info/list' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ column: 1002, page: 2, size: 5 });
    expect(page).toEqual({ echo: '/main/inform/info/list', body: seen[0]!.body });
  });

  it('refuses at compile time a body that is not the path’s (tsc flags an unused @ts-expect-error)', () => {
    const wrongCalls = (c: ApiClient) => [
      // @ts-expect-error another path's body
      c.post(NEWS_PATHS.list, { code: 'abc', like: 1 }),
      // @ts-expect-error a field of the wrong type
      c.post(NEWS_PATHS.list, { column: '1002', page: 1, size: 10 }),
      // @ts-expect-error a path with a body called without one
      c.post(NEWS_PATHS.list),
      // @ts-expect-error a path outside the map
      c.post('/inform/nowhere', {}),
      // @ts-expect-error a bare call given a body
      c.post(TIPS_PATHS.me, { page: 1 }),
    ];
    expect(wrongCalls).toBeInstanceOf(Function);
  });
});
