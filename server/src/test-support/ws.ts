/** A WebSocket test client that queues what it receives and waits for matching messages. */
import WebSocket from 'ws';
import type { ServerMessage } from '@kickoff/shared/contracts';

export interface WsProbe {
  socket: WebSocket;
  /** next message (JSON parsed, or the raw text when not JSON) matching `pred`, within `ms` */
  next(pred?: (m: ServerMessage | string) => boolean, ms?: number): Promise<ServerMessage | string>;
  sendJson(msg: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function connect(url: string, origin?: string): Promise<WsProbe> {
  const socket = new WebSocket(url, origin ? { origin } : {});
  const queue: Array<ServerMessage | string> = [];
  const waiters: Array<{ pred: (m: ServerMessage | string) => boolean; resolve: (m: ServerMessage | string) => void }> =
    [];
  socket.on('message', (data) => {
    const text = data.toString();
    let msg: ServerMessage | string = text;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) msg = parsed as ServerMessage;
    } catch {
      /* the heartbeat '0' is plain text */
    }
    const i = waiters.findIndex((w) => w.pred(msg));
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(msg);
    else queue.push(msg);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        sendJson: (msg) => socket.send(JSON.stringify(msg)),
        close: () => socket.close(),
        next(pred = () => true, ms = 5000) {
          const i = queue.findIndex(pred);
          if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0] as ServerMessage | string);
          return new Promise((res, rej) => {
            const w = { pred, resolve: (m: ServerMessage | string) => (clearTimeout(t), res(m)) };
            const t = setTimeout(() => {
              waiters.splice(waiters.indexOf(w), 1);
              rej(new Error(`no matching message in ${ms} ms`));
            }, ms);
            waiters.push(w);
          });
        },
      }),
    );
  });
}
