/**
 * The benches' crowd of WebSocket clients, held in child processes so that reading 10,000 sockets
 * does not share an event loop with the code that publishes and measures. Each child opens its
 * share of real sockets to the server (RFC 6455 handshake, accept key checked, masked client
 * frames), subscribes each to a topic, and for every text frame that carries `marker` followed by
 * a send time in ms notes arrival − send time, taken the moment the frame is read. A frame is
 * parsed just far enough to find it (no JSON.parse of every push in every socket: that would
 * measure the bench client, not the server).
 *
 *   const crowd = await openCrowd({ port, clients: 10_000, topic: 'list:football', marker: '"sentAt":' });
 *   …publish…; const latencies = await crowd.collect(expected); await crowd.close();
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { MessageCodes } from '@kickoff/shared/contracts';

export interface CrowdOptions {
  port: number;
  clients: number;
  topic: string;
  /** text right before the send time (ms since epoch) in the frames to time */
  marker: string;
  /** child processes to spread the sockets over (default 2: one per core of the dev machine) */
  processes?: number;
}

export interface Crowd {
  /**
   * Waits until `expected` frames were timed (or `timeoutMs` passed): the latencies in ms, sorted,
   * and when the last timed frame was read (ms since epoch).
   */
  collect(expected: number, timeoutMs?: number): Promise<{ latencies: number[]; lastArrival: number }>;
  close(): Promise<void>;
}

type ToChild =
  { t: 'open'; port: number; clients: number; topic: string; marker: string } | { t: 'count' } | { t: 'collect' };
type FromChild =
  | { t: 'opened' }
  | { t: 'count'; n: number }
  | { t: 'latencies'; values: number[]; lastArrival: number }
  | { t: 'error'; message: string };

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const SUBSCRIBED = `"code":${MessageCodes.SUBSCRIBED}`;

/** A masked client text frame (RFC 6455 §5.3). */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  if (payload.length > 125) throw new Error('bench client frames are short');
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = (payload[i] as number) ^ (mask[i & 3] as number);
  return frame;
}

/** One client socket; `onText` gets each complete text frame's payload as [buffer, start, end). */
function openSocket(
  port: number,
  topic: string,
  onText: (buf: Buffer, start: number, end: number) => void,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + WS_GUID)
      .digest('base64');
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let pending: Buffer | null = null;
    let upgraded = false;
    let subscribed = false;
    socket.once('connect', () =>
      socket.write(
        `GET /imserver HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('socket closed before it was subscribed')));
    socket.on('data', (chunk: Buffer) => {
      const buf = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      let at = 0;
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) {
          pending = buf;
          return;
        }
        const head = buf.toString('latin1', 0, end);
        if (!head.startsWith('HTTP/1.1 101') || !head.includes(accept)) {
          socket.destroy();
          reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
          return;
        }
        upgraded = true;
        socket.write(clientFrame(JSON.stringify({ t: 'sub', topic })));
        at = end + 4;
      }
      while (buf.length - at >= 2) {
        const opcode = (buf[at] as number) & 0x0f;
        let len = (buf[at + 1] as number) & 0x7f;
        let head = 2;
        if (len === 126) {
          if (buf.length - at < 4) break;
          len = buf.readUInt16BE(at + 2);
          head = 4;
        } else if (len === 127) {
          if (buf.length - at < 10) break;
          len = Number(buf.readBigUInt64BE(at + 2));
          head = 10;
        }
        if (buf.length - at < head + len) break;
        if (opcode === 1 && subscribed) onText(buf, at + head, at + head + len);
        else if (opcode === 1 && buf.subarray(at + head, at + head + len).includes(SUBSCRIBED)) {
          subscribed = true;
          resolve(socket);
        }
        at += head + len;
      }
      if (at < buf.length) pending = buf.subarray(at);
    });
  });
}

/** The child process: opens its sockets, times marked frames, answers the parent. */
async function child(): Promise<void> {
  const latencies: number[] = [];
  let lastArrival = 0;
  const sockets: net.Socket[] = [];
  const reply = (m: FromChild) => process.send?.(m);
  process.on('message', async (m: ToChild) => {
    if (m.t === 'count') return reply({ t: 'count', n: latencies.length });
    if (m.t === 'collect') {
      // the parent ends this process once it has the answer (exiting here could cut a long answer short)
      for (const s of sockets) s.destroy();
      return reply({ t: 'latencies', values: latencies, lastArrival });
    }
    const marker = Buffer.from(m.marker, 'utf8');
    const onText = (buf: Buffer, start: number, end: number) => {
      const now = Date.now();
      const found = buf.indexOf(marker, start);
      if (found < 0 || found >= end) return;
      let sentAt = 0;
      for (let i = found + marker.length; i < end; i++) {
        const d = (buf[i] as number) - 48;
        if (d < 0 || d > 9) break;
        sentAt = sentAt * 10 + d;
      }
      latencies.push(now - sentAt);
      lastArrival = now;
    };
    try {
      // in batches: a real crowd does not arrive in one millisecond either, and the accept queue is finite
      for (let i = 0; i < m.clients; i += 250) {
        const batch = Array.from({ length: Math.min(250, m.clients - i) }, () => openSocket(m.port, m.topic, onText));
        sockets.push(...(await Promise.all(batch)));
        if (process.env.CROWD_PROGRESS) process.stderr.write(`crowd ${process.pid}: ${sockets.length} open\n`);
      }
      reply({ t: 'opened' });
    } catch (err) {
      reply({ t: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  });
}

function ask<T extends FromChild['t']>(
  proc: ChildProcess,
  msg: ToChild,
  want: T,
): Promise<Extract<FromChild, { t: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: FromChild) => {
      if (m.t === 'error') reject(new Error(m.message));
      else if (m.t === want) resolve(m as Extract<FromChild, { t: T }>);
      else return;
      proc.off('message', onMessage);
    };
    proc.on('message', onMessage);
    proc.send(msg);
  });
}

export async function openCrowd(opts: CrowdOptions): Promise<Crowd> {
  const n = Math.max(1, Math.min(opts.processes ?? 2, opts.clients));
  const procs = Array.from({ length: n }, () =>
    fork(fileURLToPath(import.meta.url), ['--crowd-child'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  // one child after the other: the server accepts a steady stream rather than two at once
  for (let i = 0; i < n; i++) {
    const share = Math.floor(opts.clients / n) + (i < opts.clients % n ? 1 : 0);
    await ask(
      procs[i] as ChildProcess,
      { t: 'open', port: opts.port, clients: share, topic: opts.topic, marker: opts.marker },
      'opened',
    );
  }
  // every SUBSCRIBED acknowledgement is written by now; give the last ones a moment to be read
  await new Promise((r) => setTimeout(r, 200));
  return {
    async collect(expected, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await Promise.all(procs.map((p) => ask(p, { t: 'count' }, 'count')));
        if (counts.reduce((s, c) => s + c.n, 0) >= expected || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const parts = await Promise.all(procs.map((p) => ask(p, { t: 'collect' }, 'latencies')));
      return {
        latencies: parts.flatMap((p) => p.values).sort((a, b) => a - b),
        lastArrival: Math.max(...parts.map((p) => p.lastArrival)),
      };
    },
    async close() {
      for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM');
    },
  };
}

/** The p-th percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

if (process.argv.includes('--crowd-child')) void child();
