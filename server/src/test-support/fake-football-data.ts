/**
 * A local stand-in for football-data.org API v4: checks the X-Auth-Token as the API does, answers
 * each resource with the next scripted answer for it (recorded bodies in the documented v4 shape,
 * a 429 with Retry-After, a 5xx, a body that is not JSON) and keeps answering the last one when the
 * script runs out, as the real API keeps its state; it records every request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FdAnswer {
  status?: number;
  /** an object is sent as JSON; a string as it is (a malformed answer) */
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeFootballData {
  /** FOOTBALL_DATA_URL */
  url: string;
  /** requests received, oldest first: path with query, and whether the token was right */
  requests: Array<{ path: string; authorised: boolean }>;
  /** the answers for a path (without the query) from now on, in order, the last one repeated: `/v4/matches` … */
  script(path: string, ...answers: FdAnswer[]): void;
  close(): Promise<void>;
}

export async function startFakeFootballData(token: string): Promise<FakeFootballData> {
  const queues = new Map<string, FdAnswer[]>();
  const requests: FakeFootballData['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const authorised = req.headers['x-auth-token'] === token;
    requests.push({ path: `${url.pathname}${url.search}`, authorised });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (!authorised) return send(400, { message: 'Your API token is invalid.', errorCode: 400 });
    const queue = queues.get(url.pathname);
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) return send(404, { message: `The resource you are looking for does not exist.`, errorCode: 404 });
    send(answer.status ?? 200, answer.body, answer.headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(path, ...answers) {
      queues.set(path, [...answers]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
