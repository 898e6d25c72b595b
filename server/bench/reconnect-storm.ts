/**
 * Reconnect storm: `--sockets` (default 1,000) in one live room on node A of a two-node cluster
 * (PostgreSQL + Redis, all real processes); a writer chats through node B while node A restarts
 * (SIGTERM, start again). Prints the node's downtime, the time from listening again until every
 * socket has resubscribed and refilled its chat gap (the clients' spec reconnect: 5 s ±50 %), and
 * the chat lines any socket lacks afterwards (must be 0).
 *   pnpm --filter @kickoff/server exec tsx bench/reconnect-storm.ts [--sockets 1000 --reconnect-ms 5000]
 * Uses ports 39950–39953 (run it inside `unshare -n` on a shared machine).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, type LoginResult } from '@kickoff/shared/contracts';
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { encryptPassword } from '../src/test-support/crypto';
import { client } from '../src/test-support/http';
import { startRedis } from '../src/test-support/redis';
import { restartUnderStorm } from '../harness/reconnect-storm';
import type { ChildProcess } from 'node:child_process';
import { benchArgs, seededPassword, startBenchServer } from './bench-server';

const args = benchArgs();
const sockets = Number(args.get('sockets') ?? 1000);
const reconnectMs = Number(args.get('reconnect-ms') ?? 5000);
const WRITERS = ['13800000000', '19900000101', '19900000102', '19900000103'];

interface Postgres {
  url: string;
  stop(): Promise<void>;
}
const servicesPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/services.mjs');
const { startPostgres } = (await import(servicesPath)) as { startPostgres(port: number): Promise<Postgres | null> };

// thousands of reconnects take local ports; inside the fixed test ports one can be node A's own
const [lowPort] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
if (lowPort !== undefined && lowPort <= 39953) {
  console.warn(
    `reconnect storm: outgoing ports start at ${lowPort}, below the bench's 39950–39953; a client can take node ` +
      'A\'s port while it restarts (as root: echo "40000 60999" > /proc/sys/net/ipv4/ip_local_port_range)',
  );
}

const pg = await startPostgres(39950);
if (!pg) {
  console.info('reconnect storm  skipped: PostgreSQL binaries not found (apt-get install postgresql)');
  process.exit(0);
}
const redis = await startRedis(39951);
const env = {
  DATABASE_URL: pg.url,
  REDIS_URL: redis.url,
  SEED_DEMO: '1',
  RATE_LIMIT_MAX: '100000000',
  WRITE_LIMIT_SCALE: '1000',
  WS_MAX_PER_IP: '100000',
};
const node = (port: number) => ({
  url: `http://127.0.0.1:${port}`,
  wsUrl: `ws://127.0.0.1:${port}/imserver`,
});
const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
let processA = await startBenchServer(39952, env);
const processB = await startBenchServer(39953, env);
const nodeA = node(39952);
const nodeB = node(39953);
try {
  const api = client(nodeB.url);
  const tokens: string[] = [];
  for (const phone of WRITERS) {
    const password = encryptPassword(seededPassword(phone), DEFAULT_AES_KEY, DEFAULT_AES_IV);
    tokens.push((await api.postForm<LoginResult>('/user/login', { phone, password })).body.data.accessToken);
  }
  const room = (await api.get<LiveRoom[]>('/api/vlive/rooms?category=0')).body.data[0]!;
  const f = await restartUnderStorm({
    node: nodeA,
    writerUrl: nodeB.url,
    roomId: room.id,
    tokens,
    count: sockets,
    reconnectMs,
    async restart() {
      await stop(processA);
      processA = await startBenchServer(39952, env);
      return nodeA;
    },
  });
  console.info(
    `reconnect storm  ${f.sockets} sockets, node A restarted (down ${f.downMs} ms); all resubscribed and refilled ` +
      `${f.resubscribedMs} ms after it listened again (reconnect ${reconnectMs} ms ±50 %); ${f.reconnects} reconnects`,
  );
  console.info(`                 chat lines sent through node B meanwhile: ${f.sent}; lost: ${f.lost} (must be 0)`);
  if (f.lost > 0) process.exitCode = 1;
} finally {
  await Promise.all([stop(processA), stop(processB)]);
  await redis.stop();
  await pg.stop();
}
