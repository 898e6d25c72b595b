/**
 * Serves a built app folder over HTTP, as a CDN or nginx would: long caching for hashed chunks,
 * no caching for entries and manifests, CORS for remotes (other origins load their chunks), and for
 * the host an SPA fallback to index.html so deep links such as /live/zq/detail/1 work.
 */
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** answer unknown paths with index.html (the host) */
  spa?: boolean;
  /** send Access-Control-Allow-Origin: * (remotes) */
  cors?: boolean;
  /** a path served from a function instead of the folder, e.g. /remotes.json */
  dynamic?: Record<string, () => string>;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

export async function startStaticServer(opts: StaticServerOptions): Promise<RunningServer> {
  const serve = sirv(opts.root, {
    single: opts.spa ?? false,
    dev: false,
    etag: true,
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
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const dynamic = opts.dynamic?.[path];
    if (dynamic) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }).end(dynamic());
      return;
    }
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 Not Found');
    });
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
        server.close(() => resolve());
      }),
  };
}
