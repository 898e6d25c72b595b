/**
 * WebSocket fan-out: N clients subscribed to one topic, M pushes published through the dev
 * publish call; prints deliveries per second and push-to-client latency percentiles.
 *   pnpm --filter @kickoff/server bench:ws [-- --clients 500 --messages 100]
 */
import WebSocket from 'ws';
import { MessageCodes } from '@kickoff/shared/contracts';
import { benchArgs, startBenchServer } from './bench-server';

const args = benchArgs();
const clients = Number(args.get('clients') ?? 500);
const messages = Number(args.get('messages') ?? 100);
const port = Number(args.get('port') ?? 39291);

const child = await startBenchServer(port);

try {
  const latencies: number[] = [];
  let received = 0;
  const sockets = await Promise.all(
    Array.from({ length: clients }, () => new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/imserver`);
      ws.on('message', (raw) => {
        const text = raw.toString();
        if (text === '0') return;
        const msg = JSON.parse(text) as { code: number; data: { sentAt?: number } };
        if (msg.code === MessageCodes.SUBSCRIBED) return resolve(ws);
        if (msg.code === MessageCodes.LIST_UPDATE && msg.data.sentAt) {
          received++;
          latencies.push(Date.now() - msg.data.sentAt);
        }
      });
      ws.once('open', () => ws.send(JSON.stringify({ t: 'sub', topic: 'list:football' })));
      ws.once('error', reject);
    })),
  );
  const started = Date.now();
  for (let i = 0; i < messages; i++) {
    await fetch(`http://127.0.0.1:${port}/dev/hub/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'list:football', code: MessageCodes.LIST_UPDATE, data: { sentAt: Date.now(), sport: 'football', matches: [{ id: i, sc: [1, 0] }] } }),
    });
  }
  const expected = clients * messages;
  const deadline = Date.now() + 30_000;
  while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.info(`fan-out      ${clients} clients × ${messages} pushes = ${expected} deliveries, ${received} received`);
  console.info(`throughput   ${Math.round(received / elapsed)} deliveries/s`);
  console.info(`latency      p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies[latencies.length - 1]} ms (publish call → client)`);
  for (const ws of sockets) ws.terminate();
} finally {
  child.kill('SIGTERM');
}
