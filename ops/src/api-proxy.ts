/**
 * The host origin's reverse proxy to the API server (one origin for fans): the API paths of
 * `isApiRequest` (shared contracts, the same list nginx routes by) and the `/imserver` WebSocket
 * upgrade go to the server, with the client's Host kept and X-Forwarded-* added, so the server
 * hands out a socket address on the page's own origin. Built on http-proxy-3 (see ops/README.md).
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { isApiRequest } from '@kickoff/shared/contracts';

export interface ApiProxy {
  /** whether this request belongs to the API (path + Accept) */
  matches(req: http.IncomingMessage): boolean;
  web(req: http.IncomingMessage, res: http.ServerResponse): void;
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
}

export interface ApiProxyOptions {
  /** the API server, e.g. http://127.0.0.1:3000 */
  target: string;
  /** give up on an API that accepted the connection but does not answer (ms) */
  timeoutMs?: number;
  /** warnings (the API is down); once per outage, not per request */
  warn?: (line: string) => void;
}

/** What the client gets when the API cannot be reached: an HTTP error the api client turns into 重试. */
export const UNAVAILABLE_BODY = 'API 暂不可用，请稍后重试';

export function createApiProxy(opts: ApiProxyOptions): ApiProxy {
  const proxy = createProxyServer({
    target: opts.target,
    xfwd: true,
    changeOrigin: false,
    proxyTimeout: opts.timeoutMs ?? 30_000,
  });
  let down = false;
  proxy.on('proxyRes', () => {
    down = false;
  });
  proxy.on('error', (err, _req, res) => {
    if (!down) opts.warn?.(`API at ${opts.target} unreachable: ${err.message}`);
    down = true;
    if ('writeHead' in res) {
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      }
      res.end(UNAVAILABLE_BODY);
    } else {
      res.destroy();
    }
  });
  return {
    matches: (req) => isApiRequest(req.url ?? '/', req.headers.accept),
    web: (req, res) => proxy.web(req, res),
    upgrade: (req, socket, head) => proxy.ws(req, socket, head),
  };
}
