/**
 * Live-room chat fan-out: `--clients` sockets (default 2,000) in one room, `--senders` fans (default
 * 20: the 9 seeded accounts and fans registered through the dev SMS outbox) each sending one line a
 * second through `POST /chat/msg` for `--seconds`. Prints deliveries/s and send → received
 * percentiles (the POST made → the line handled by a socket, both processes on this machine).
 *   pnpm --filter @kickoff/server exec tsx bench/room-chat.ts [--clients 2000 --senders 20 --seconds 10]
 * Registering more than 10 fans waits a minute for the register budget of one address.
 */
import WebSocket from 'ws';
import { MessageCodes } from '@kickoff/shared/contracts';
import { SEEDED_PHONES, benchArgs, encryptPassword as encrypt, startBenchServer } from './bench-server';

const SEEDED = SEEDED_PHONES;

const args = benchArgs();
const clients = Number(args.get('clients') ?? 2000);
const senders = Number(args.get('senders') ?? 20);
const seconds = Number(args.get('seconds') ?? 10);
const port = Number(args.get('port') ?? 39292);
const base = `http://127.0.0.1:${port}`;
const MARK = '"clientId":"b';
async function call<T>(path: string, body: Record<string, unknown>, token = '', form = false): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(token ? { accessToken: token } : {}),
    },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

async function tokens(n: number): Promise<string[]> {
  const out: string[] = [];
  for (const phone of SEEDED.slice(0, n)) {
    out.push(
      (await call<{ accessToken: string }>('/user/login', { phone, password: encrypt('kickoff123') }, '', true))
        .accessToken,
    );
  }
  for (let i = 0; out.length < n; i++) {
    if (i > 0 && i % 10 === 0) await new Promise((r) => setTimeout(r, 61_000));
    const phone = `136${String(10_000_000 + i)}`;
    await call('/inform/send/code', { phone, type: 'register' });
    const outbox = (await (await fetch(`${base}/dev/sms/outbox?phone=${phone}`)).json()) as {
      data: Array<{ text: string }>;
    };
    const code = /\d{6}/.exec(outbox.data[0]!.text)![0];
    const login = await call<{ accessToken: string }>(
      '/user/register',
      { phone, code, password: encrypt('bench-pass-1') },
      '',
      true,
    );
    out.push(login.accessToken);
  }
  return out;
}

async function openSockets(n: number, topic: string, onLine: (sentAt: number) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 500) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(500, n - i) },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/imserver`);
            ws.on('message', (raw: Buffer) => {
              const text = raw.toString();
              const at = text.indexOf(MARK);
              if (at >= 0) return onLine(Number(text.slice(at + MARK.length, text.indexOf('x', at))));
              if (text.includes(`"code":${MessageCodes.SUBSCRIBED}`)) resolve(ws);
            });
            ws.once('open', () => ws.send(JSON.stringify({ t: 'sub', topic })));
            ws.once('error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

const child = await startBenchServer(port);
try {
  const rooms = (await (await fetch(`${base}/api/vlive/rooms?category=0`)).json()) as { data: Array<{ id: number }> };
  const roomId = rooms.data[0]!.id;
  const senderTokens = await tokens(senders);
  const latencies: number[] = [];
  const sockets = await openSockets(clients, `room:${roomId}`, (sentAt) => latencies.push(Date.now() - sentAt));
  const started = Date.now();
  let failed = 0;
  await Promise.all(
    senderTokens.map(async (token, s) => {
      // the senders spread over each second, as fans do
      await new Promise((r) => setTimeout(r, (1000 / senders) * s));
      for (let i = 0; i < seconds; i++) {
        const at = Date.now();
        await call('/chat/msg', { group: String(roomId), text: `第${i}条`, clientId: `b${at}x${s}-${i}` }, token).catch(
          () => (failed += 1),
        );
        await new Promise((r) => setTimeout(r, Math.max(0, at + 1050 - Date.now())));
      }
    }),
  );
  const expected = clients * (senders * seconds - failed);
  const deadline = Date.now() + 30_000;
  while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.info(
    `room chat    ${clients} sockets, ${senders} senders × ${seconds} lines (1/s) = ${expected} deliveries, ` +
      `${latencies.length} received, ${failed} sends refused`,
  );
  console.info(
    `             ${Math.round(latencies.length / elapsed)} deliveries/s; send → received p50 ${pct(50)} ms, ` +
      `p99 ${pct(99)} ms, max ${latencies.at(-1)} ms`,
  );
  for (const ws of sockets) ws.terminate();
} finally {
  child.kill('SIGTERM');
}
