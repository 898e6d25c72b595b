/**
 * WebSocket fan-out: for each client count (default 1,000 then 10,000), that many sockets — held by
 * child processes (socket-crowd.ts), not by this one — subscribe to the football list topic on the
 * real server, which also carries the live engine's own pushes; a push is published through the dev
 * publish call every `--every` ms, and each socket notes when it read it. Prints deliveries and
 * push → received percentiles (the publish call made here → the frame read in a child, one clock).
 *   pnpm --filter @kickoff/server bench:ws [-- --clients 1000,10000 --messages 20 --every 1000 --processes 2]
 */
import { MessageCodes } from '@kickoff/shared/contracts';
import { benchArgs, machineLoad, startBenchServer } from './bench-server';
import { openCrowd, percentile } from './socket-crowd';

const args = benchArgs();
const counts = (args.get('clients') ?? '1000,10000').split(',').map(Number);
const messages = Number(args.get('messages') ?? 20);
const every = Number(args.get('every') ?? 1000);
const processes = Number(args.get('processes') ?? 2);
const port = Number(args.get('port') ?? 39291);

const child = await startBenchServer(port);

async function run(clients: number): Promise<void> {
  const crowd = await openCrowd({ port, clients, topic: 'list:football', marker: '"sentAt":', processes });
  const loadBefore = machineLoad();
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
  const { latencies } = await crowd.collect(expected);
  await crowd.close();
  console.info(
    `fan-out      ${clients} sockets (in ${processes} client processes) × ${messages} pushes (one per ${every} ms) ` +
      `= ${expected} deliveries, ${latencies.length} received; load average ${loadBefore} → ${machineLoad()}`,
  );
  console.info(
    `             push → received p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, ` +
      `max ${latencies.at(-1)} ms`,
  );
  await new Promise((r) => setTimeout(r, 1000));
}

try {
  for (const n of counts) await run(n);
} finally {
  child.kill('SIGTERM');
}
