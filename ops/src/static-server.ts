/**
 * Serves a built app folder over HTTP, as a CDN or nginx would: the build's precompressed .br/.gz
 * files with Content-Encoding and Vary, long immutable caching for hashed files, no caching for
 * entries and manifests, CORS for remotes (other origins load their chunks), and for the host an
 * SPA fallback to index.html so deep links such as /live/zq/detail/1 work — or, for a path the host's
 * first-paint.json lists (a tab's landing page), to that page's own HTML with its shell drawn in —
 * plus the API proxy.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import { isApiRequest } from '@kickoff/shared/contracts';
import type { ApiProxy } from './api-proxy';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** answer unknown paths with index.html (the host) */
  spa?: boolean;
  /** send Access-Control-Allow-Origin: * (remotes) */
  cors?: boolean;
  /**
   * a path served (JSON, no-cache) from a function instead of the folder, e.g. /remotes.json; a
   * throw is a 503. The function may add headers (a cookie, the versions served).
   */
  dynamic?: Record<string, (req: http.IncomingMessage) => string | { body: string; headers: Record<string, string> }>;
  /** security headers for every response that is not proxied (CSP, nosniff …), computed per request */
  headers?: (req: http.IncomingMessage) => Record<string, string>;
  /** the API's paths and WebSocket go here instead of the folder (the host's one origin) */
  proxy?: ApiProxy;
  /**
   * rewrites a first-paint page as it is sent (read from the folder, sent uncompressed): the API on
   * another origin (API_PUBLIC_URL), whose calls the page's preloads must name (preloadsFromApi)
   */
  firstPaintHtml?: (html: string) => string;
  /** warnings and errors worth a line in the console */
  warn?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// content-hashed names (chunks, CSS, assets): a new build means a new name, so cache for a year
const HASHED = /\.[0-9a-f]{8}(\.[a-z0-9]+)+$/i;

interface FirstPaints {
  pages: Array<{ file: string; pattern: string }>;
  knownFanCookies: string[];
}

/**
 * The host's first-paint page for a page load (host/src/first-paint): by its path, for a newcomer —
 * a request carrying one of the cookies that make the page differ gets index.html. Read from the
 * folder each time, so that a host switched under the server is followed; null without one.
 */
function firstPaintFile(root: string, pathname: string, cookieHeader = ''): string | null {
  let list: FirstPaints;
  try {
    list = JSON.parse(readFileSync(join(root, 'first-paint.json'), 'utf8')) as FirstPaints;
  } catch {
    return null;
  }
  const cookies = new Set(cookieHeader.split(';').map((c) => c.split('=')[0]!.trim()));
  if (list.knownFanCookies.some((name) => cookies.has(name))) return null;
  return list.pages.find((p) => new RegExp(p.pattern).test(pathname))?.file ?? null;
}

/**
 * A first-paint page's preloads (host/src/first-paint: `<link rel="preload" as="fetch">` of a path on
 * the page's origin) pointed at the API base app-config.json names instead, so that they are the
 * client's own URLs and its calls take the preloaded answers (the host's own files, remotes.json,
 * stay: only the API's paths move) (a preload of another URL would be a
 * wasted request and a browser warning). The API must answer the page's origin with CORS.
 */
export function preloadsFromApi(html: string, apiBase: string): string {
  const base = apiBase.replace(/\/$/, '');
  return html.replace(
    /(<link rel="preload" as="fetch" crossorigin="anonymous" href=")(\/[^"]*)"/g,
    (link, start: string, href: string) => (isApiRequest(href, undefined) ? `${start}${base}${href}"` : link),
  );
}

export async function startStaticServer(opts: StaticServerOptions): Promise<RunningServer> {
  const serve = sirv(opts.root, {
    single: opts.spa ?? false,
    dev: false,
    etag: true,
    // the build writes .br and .gz beside every text asset (compression-webpack-plugin)
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const server = http.createServer((req, res) => {
    if (opts.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
        return;
      }
    }
    if (opts.proxy?.matches(req)) {
      opts.proxy.web(req, res);
      return;
    }
    try {
      for (const [name, value] of Object.entries(opts.headers?.(req) ?? {})) res.setHeader(name, value);
    } catch (e) {
      // no policy can be computed (no good manifest yet): serve nothing rather than serve unprotected
      opts.warn?.(`security headers: ${(e as Error).message}`);
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('503');
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const dynamic = opts.dynamic?.[path];
    if (dynamic) {
      let answer: ReturnType<typeof dynamic>;
      try {
        answer = dynamic(req);
      } catch (e) {
        opts.warn?.(`${path}: ${(e as Error).message}`);
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('503');
        return;
      }
      const { body, headers } = typeof answer === 'string' ? { body: answer, headers: {} } : answer;
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...headers })
        .end(body);
      return;
    }
    const firstPaint =
      opts.spa && (req.method === 'GET' || req.method === 'HEAD')
        ? firstPaintFile(opts.root, path, req.headers.cookie)
        : null;
    if (firstPaint && opts.firstPaintHtml) {
      let html: string;
      try {
        html = opts.firstPaintHtml(readFileSync(join(opts.root, firstPaint), 'utf8'));
      } catch (e) {
        opts.warn?.(`${firstPaint}: ${(e as Error).message}`);
        html = '';
      }
      if (html) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : html);
        return;
      }
    }
    if (firstPaint) req.url = `/${firstPaint}`;
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 Not Found');
    });
  });
  // upgraded (proxied WebSocket) sockets are not among the connections closeAllConnections ends
  const sockets = new Set<Duplex>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  server.on('upgrade', (req, socket, head) => {
    if (opts.proxy?.matches(req)) opts.proxy.upgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
