/**
 * deploy/nginx/default.conf run by the real nginx in front of a counting upstream: repeated requests
 * for a live playlist are answered from the cache while the server's Cache-Control keeps it fresh
 * (a crowd asking at once makes one upstream request), whatever viewer id each carries; then it is
 * asked for again; segments are asked for once; refusals and errors are never cached.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillTemplate, stackNginxVars } from './stack';

const ROOT = path.resolve(__dirname, '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);

let dir: string;
let upstream: http.Server;
let nginx: ChildProcess;
let base: string;
const hits: string[] = [];
let playlistVersion = 0;

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** The replicas, as far as the CDN can tell: a playlist that changes every request, fixed segments, a refusal. */
function startUpstream(): Promise<number> {
  upstream = http.createServer((req, res) => {
    hits.push(req.url!);
    const url = new URL(req.url!, 'http://upstream');
    if (url.pathname === '/api/vlive/hls/1/live.m3u8') {
      res.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'public, max-age=1' });
      res.end(`#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:${++playlistVersion}\n`);
    } else if (url.pathname === '/api/vlive/hls/1/0123456789abcdef/seg001.ts') {
      res.writeHead(200, { 'Content-Type': 'video/mp2t', 'Cache-Control': 'public, max-age=31536000, immutable' });
      res.end(Buffer.alloc(188, 0x47));
    } else {
      res.writeHead(429, { 'Content-Type': 'application/json' });
      res.end('{"code":429}');
    }
  });
  return new Promise((resolve) =>
    upstream.listen(0, '127.0.0.1', () => resolve((upstream.address() as AddressInfo).port)),
  );
}

async function get(p: string): Promise<{ status: number; body: string }> {
  const res = await fetch(base + p);
  return { status: res.status, body: await res.text() };
}

const run = NGINX ? describe : describe.skip;

run('the CDN caches the rooms’ HLS', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kickoff-nginx-'));
    // nginx's workers may run as another user: they write the cache under here
    chmodSync(dir, 0o777);
    const [upstreamPort, port] = [await startUpstream(), await freePort()];
    const site = fillTemplate(readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8'), {
      ...stackNginxVars({
        root: dir,
        deployDir: path.join(ROOT, 'deploy/remotes'),
        serverPorts: [upstreamPort],
        cacheDir: path.join(dir, 'cache'),
      }),
      KICKOFF_LISTEN: `127.0.0.1:${port}`,
    });
    writeFileSync(path.join(dir, 'site.conf'), site);
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'error.log')} warn;`,
        'events {}',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
        `  include ${path.join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    nginx.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    base = `http://127.0.0.1:${port}`;
    const end = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${err}`);
      const up = await fetch(`${base}/api/vlive/hls/1/nothing.m3u8`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (Date.now() > end) throw new Error(`nginx did not answer: ${err}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    hits.length = 0;
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    if (nginx && nginx.exitCode === null) await new Promise((r) => nginx.once('exit', r));
    await new Promise((r) => upstream?.close(r));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers a crowd asking for a live playlist with one upstream request, asks again once stale', async () => {
    const viewers = Array.from({ length: 30 }, (_, i) => `/api/vlive/hls/1/live.m3u8?viewer=fan-${1000 + i}`);
    const answers = await Promise.all(viewers.map(get));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(hits.filter((h) => h.includes('live.m3u8'))).toHaveLength(1);
    // the upstream sees the viewer id of the request that went through
    expect(hits[0]).toMatch(/\?viewer=fan-\d+$/);
    await new Promise((r) => setTimeout(r, 2_100));
    const later = await get('/api/vlive/hls/1/live.m3u8?viewer=fan-1000');
    expect(later.body).not.toBe(answers[0]!.body);
    expect(hits.filter((h) => h.includes('live.m3u8'))).toHaveLength(2);
  });

  it('asks for a segment once, and never keeps a refusal', async () => {
    hits.length = 0;
    for (let i = 0; i < 5; i++) {
      expect((await get(`/api/vlive/hls/1/0123456789abcdef/seg001.ts?viewer=fan-${2000 + i}`)).status).toBe(200);
    }
    expect(hits).toHaveLength(1);
    for (let i = 0; i < 3; i++) expect((await get('/api/vlive/hls/1/other.m3u8')).status).toBe(429);
    expect(hits).toHaveLength(4);
  });
});
