/**
 * A stand-in for the suite's API in jsdom tests: real HTTP on a free loopback port, reached through
 * the shared client (every base of configureApi points at it), answering each request with the
 * envelope `answer` gives — at once, or when the promise it returns settles (a held answer). What
 * was posted is kept in order (`posted`), as a server would receive it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope, ErrorCode } from '@kickoff/shared/contracts';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** the JSON body (null when none) */
  body: unknown;
}

export const answerOk = (data: unknown, msg = '成功'): Envelope<unknown> => ({ code: 200, data, msg });
export const answerRefused = (code: ErrorCode, msg: string): Envelope<unknown> => ({ code, data: null, msg });

export interface StubApi {
  /** each POST's path and body, oldest first */
  posted: Array<{ path: string; body: unknown }>;
  close(): Promise<void>;
}

export async function startStubApi(
  answer: (req: StubRequest) => Envelope<unknown> | Promise<Envelope<unknown>>,
): Promise<StubApi> {
  const posted: StubApi['posted'] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += String(c)));
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      });
      if (req.method === 'OPTIONS') return res.end();
      const url = new URL(req.url ?? '/', 'http://stub');
      const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: null };
      const body: unknown = raw ? JSON.parse(raw) : null;
      if (request.method === 'POST') posted.push({ path: url.pathname, body });
      void Promise.resolve(answer({ ...request, body })).then((envelope) => res.end(JSON.stringify(envelope)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // loaded here, not at the top: the client must load after index.ts has set the globals it needs
  const { configureApi } = await import('@kickoff/shared/api');
  configureApi({ liveBase: base, mainBase: base, imBase: base });
  return { posted, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
