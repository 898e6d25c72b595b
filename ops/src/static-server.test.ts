/**
 * The static server as `npm start` runs it for the host: precompressed files, cache headers, the
 * SPA fallback, and the one-origin proxy to a real (small) API server, WebSocket upgrade included.
 */
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createApiProxy, UNAVAILABLE_BODY } from './api-proxy';
import { preloadsFromApi, startStaticServer, type RunningServer } from './static-server';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const JS = `console.log(${JSON.stringify('开球'.repeat(500))});\n`;
let root: string;
let api: http.Server;
let apiPort: number;
let host: RunningServer;
const seen: Array<{ url: string; host?: string; forwardedFor?: string }> = [];
const warnings: string[] = [];
const apiSockets = new Set<Duplex>();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kickoff-static-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>host</title>');
  for (const name of ['main.js', 'page.0123abcd.js']) {
    writeFileSync(path.join(root, name), JS);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(JS));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(JS));
  }
  writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  // the host build's first-paint pages (host/src/first-paint)
  mkdirSync(path.join(root, 'first-paint'));
  writeFileSync(path.join(root, 'first-paint/live.html'), '<!doctype html><title>host</title><nav>比分</nav>');
  writeFileSync(
    path.join(root, 'first-paint.json'),
    JSON.stringify({
      pages: [{ file: 'first-paint/live.html', pattern: '^/live/(hot|zq|lq|ai)/?$' }],
      knownFanCookies: ['token', 'downHide'],
    }),
  );

  // the API: answers JSON naming what it saw, and accepts a WebSocket-style upgrade on /imserver
  api = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', host: req.headers.host, forwardedFor: req.headers['x-forwarded-for'] as string });
    const body = JSON.stringify({ code: 200, data: req.url, msg: '成功' });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  api.on('upgrade', (req, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (d: Buffer) => socket.write(Buffer.concat([Buffer.from(`${req.url} `), d])));
  });
  api.on('connection', (s) => apiSockets.add(s));
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiPort = (api.address() as AddressInfo).port;

  host = await startStaticServer({
    root,
    port: 0,
    spa: true,
    proxy: createApiProxy({ target: `http://127.0.0.1:${apiPort}`, warn: (l) => warnings.push(l) }),
    warn: (l) => warnings.push(l),
    dynamic: {
      '/remotes.json': (req) => JSON.stringify({ host: req.headers.host }),
      '/broken.json': () => {
        throw new Error('malformed');
      },
    },
  });
});

afterAll(async () => {
  await host?.close();
  // the proxy keeps its connections to the API alive, and an upgraded socket outlives its request
  for (const s of apiSockets) s.destroy();
  await new Promise((r) => api.close(r));
  rmSync(root, { recursive: true, force: true });
});

describe('precompressed files and caching', () => {
  it('sends .br to a client that accepts brotli, .gz to a gzip-only one, the plain file otherwise', async () => {
    const br = await request(host.port, '/main.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'Accept-Encoding']);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.equals(brotliCompressSync(JS))).toBe(true);
    const gz = await request(host.port, '/main.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await request(host.port, '/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
  });

  it('hashed files are immutable for a year; entries and manifests are revalidated every time', async () => {
    const hashed = await request(host.port, '/page.0123abcd.js', { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(host.port, '/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await request(host.port, '/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await request(host.port, '/remotes.json')).headers['cache-control']).toBe('no-cache');
  });

  it("a tab's landing page gets its first-paint HTML, whatever its query", async () => {
    for (const url of ['/live/hot', '/live/zq/', '/live/hot?from=share']) {
      const page = await request(host.port, url, { accept: 'text/html' });
      expect([url, page.status, page.body.toString()]).toEqual([
        url,
        200,
        '<!doctype html><title>host</title><nav>比分</nav>',
      ]);
    }
    expect((await request(host.port, '/live/hot', {}, 'HEAD')).status).toBe(200);
  });

  it('a fan known by a cookie (signed in, banner closed) gets index.html: a first paint is for newcomers', async () => {
    for (const cookie of ['token=abc', 'theme=1; downHide=1']) {
      const page = await request(host.port, '/live/hot', { accept: 'text/html', cookie });
      expect([cookie, page.body.toString()]).toEqual([cookie, '<!doctype html><title>host</title>']);
    }
    const other = await request(host.port, '/live/hot', { accept: 'text/html', cookie: 'mytoken=1' });
    expect(other.body.toString()).toContain('<nav>比分</nav>');
  });

  it("a first paint's preloads name the API's origin when it has its own (API_PUBLIC_URL)", async () => {
    const preload = (href: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
    const html = `<head>${preload('/api/live/hot/list')}${preload('/api/vlive/rooms?category=0')}</head>`;
    const o = 'https://api.example.test';
    expect(preloadsFromApi(html, `${o}/`)).toBe(
      `<head>${preload(`${o}/api/live/hot/list`)}${preload(`${o}/api/vlive/rooms?category=0`)}</head>`,
    );
    // other links, the host's own files and a preload already absolute are left as they are
    const other = `<link rel="preload" as="image" href="/icons/icon-192.png">${preload('/remotes.json')}${preload(
      'https://cdn.test/x',
    )}`;
    expect(preloadsFromApi(other, 'https://api.example.test')).toBe(other);

    const rewriting = await startStaticServer({
      root,
      port: 0,
      spa: true,
      firstPaintHtml: (page) => page.replace('比分', '比分（改）'),
    });
    try {
      const page = await request(rewriting.port, '/live/hot', { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect([page.status, page.headers['content-encoding'], page.body.toString()]).toEqual([
        200,
        undefined,
        '<!doctype html><title>host</title><nav>比分（改）</nav>',
      ]);
      expect(page.headers['cache-control']).toBe('no-cache');
      // a known fan's index.html is not a first paint: sent as it is
      const known = await request(rewriting.port, '/live/hot', { accept: 'text/html', cookie: 'token=1' });
      expect(known.body.toString()).toBe('<!doctype html><title>host</title>');
    } finally {
      await rewriting.close();
    }
  });

  it('a deep link gets index.html; a dynamic file that cannot be produced is a 503, logged', async () => {
    const page = await request(host.port, '/live/zq/detail/7', { accept: 'text/html' });
    expect([page.status, page.body.toString()]).toEqual([200, '<!doctype html><title>host</title>']);
    const broken = await request(host.port, '/broken.json');
    expect(broken.status).toBe(503);
    expect(warnings).toContain('/broken.json: malformed');
  });
});

describe('one origin: the API through the host', () => {
  it('API paths reach the API with the page host kept and the client named in X-Forwarded-For', async () => {
    const url = '/api/live/football/v1_1/live?platform=4';
    const res = await request(host.port, url, { host: '10.77.0.2:8080' });
    expect(JSON.parse(res.body.toString())).toEqual({ code: 200, data: url, msg: '成功' });
    expect(seen.at(-1)).toEqual({ url, host: '10.77.0.2:8080', forwardedFor: '127.0.0.1' });
  });

  it('/user/login: a browser navigation gets the page, the form POST the API', async () => {
    const page = await request(host.port, '/user/login', { accept: 'text/html,application/xhtml+xml' });
    expect(page.body.toString()).toContain('<title>host</title>');
    const call = await request(host.port, '/user/login', { accept: 'application/json, text/plain, */*' }, 'POST');
    expect(JSON.parse(call.body.toString()).data).toBe('/user/login');
  });

  it('the /imserver WebSocket upgrade goes through to the API and carries data both ways', async () => {
    const echoed = await new Promise<string>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port: host.port,
        path: '/imserver',
        headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket) => {
        expect(res.statusCode).toBe(101);
        socket.once('data', (d: Buffer) => {
          resolve(d.toString());
          socket.destroy();
        });
        socket.write('ping');
      });
      req.on('error', reject);
      req.end();
    });
    expect(echoed).toBe('/imserver ping');
  });

  it('with the API down, a call gets a 502 at once (the client shows 重试), never a hung request', async () => {
    const down = http.createServer();
    await new Promise<void>((r) => down.listen(0, '127.0.0.1', r));
    const deadPort = (down.address() as AddressInfo).port;
    await new Promise((r) => down.close(r));
    const lines: string[] = [];
    const orphan = await startStaticServer({
      root,
      port: 0,
      spa: true,
      proxy: createApiProxy({ target: `http://127.0.0.1:${deadPort}`, warn: (l) => lines.push(l) }),
    });
    try {
      const started = Date.now();
      const res = await request(orphan.port, '/api/live/football/v1_1/live', { accept: 'application/json' });
      expect(res.status).toBe(502);
      expect(res.body.toString()).toBe(UNAVAILABLE_BODY);
      expect(Date.now() - started).toBeLessThan(2_000);
      await request(orphan.port, '/imapi/websocket', {}, 'POST');
      expect(lines).toHaveLength(1); // one warning per outage, not one per request
      expect(lines[0]).toMatch(/unreachable/);
    } finally {
      await orphan.close();
    }
  });
});
