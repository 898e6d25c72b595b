/**
 * WebSocket fan-out: for each client count (default 1,000 then 10,000), that many sockets subscribe
 * to one list topic on the real server; pushes are published through the dev publish call, one
 * every `--every` ms (the engine pushes a list about once a second), and each socket notes when
 * it received each push. Prints deliveries/s and push → received percentiles (publish call made
 * → message handled by the client, both processes on this machine).
 *   pnpm --filter @kickoff/server bench:ws [-- --clients 1000,10000 --messages 20 --every 1000]
 */
import WebSocket from 'ws';
import { MessageCodes } from '@kickoff/shared/contracts';
import { benchArgs, startBenchServer } from './bench-server';

const args = benchArgs();
const counts = (args.get('clients') ?? '1000,10000').split(',').map(Number);
const messages = Number(args.get('messages') ?? 20);
const every = Number(args.get('every') ?? 1000);
const port = Number(args.get('port') ?? 39291);
const SENT_AT = '"sentAt":';

const child = await startBenchServer(port);

async function openSockets(n: number, onPush: (sentAt: number) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  // in batches: a real crowd does not arrive in one millisecond either, and the accept queue is finite
  for (let i = 0; i < n; i += 500) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(500, n - i) },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/imserver`);
            ws.on('message', (raw: Buffer) => {
              const text = raw.toString();
              // cheap on purpose: 10,000 JSON.parse calls per push would measure the client, not the hub
              const at = text.indexOf(SENT_AT);
              if (at >= 0) return onPush(Number(text.slice(at + SENT_AT.length, text.indexOf(',', at))));
              if (text.includes(`"code":${MessageCodes.SUBSCRIBED}`)) resolve(ws);
            });
            ws.once('open', () => ws.send(JSON.stringify({ t: 'sub', topic: 'list:football' })));
            ws.once('error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

async function run(clients: number): Promise<void> {
  const latencies: number[] = [];
  const sockets = await openSockets(clients, (sentAt) => latencies.push(Date.now() - sentAt));
  const started = Date.now();
  for (let i = 0; i < messages; i++) {
    const sentAt = Date.now();
    await fetch(`http://127.0.0.1:${port}/dev/hub/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        topic: 'list:football',
        code: MessageCodes.LIST_UPDATE,
        data: { sentAt, sport: 'football', matches: [{ id: i, sc: [1, 0] }] },
      }),
    });
    await new Promise((r) => setTimeout(r, Math.max(0, sentAt + every - Date.now())));
  }
  const expected = clients * messages;
  const deadline = Date.now() + 30_000;
  while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.info(
    `fan-out      ${clients} sockets × ${messages} pushes (one per ${every} ms) = ${expected} ` +
      `deliveries, ${latencies.length} received`,
  );
  console.info(
    `             ${Math.round(latencies.length / elapsed)} deliveries/s; push → received p50 ${pct(50)} ` +
      `ms, p99 ${pct(99)} ms, max ${latencies.at(-1)} ms`,
  );
  for (const ws of sockets) ws.terminate();
  await new Promise((r) => setTimeout(r, 1000));
}

try {
  for (const n of counts) await run(n);
} finally {
  child.kill('SIGTERM');
}
