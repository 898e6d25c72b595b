/**
 * The main process's side of the socket processes (HUB_PROCESSES > 1). A fan-out's cost is the
 * kernel's write to each socket (about 10 µs on this class of machine), so one process reaches
 * 10,000 sockets in 100 ms at best; n processes share that across the node's cores.
 *
 * An upgrade request is handed over before its handshake, with its socket (the child completes the
 * handshake and owns the connection from then on; `socket-shard.ts`), to the process holding the
 * fewest sockets. Every push and revocation is relayed to every process, serialised once. The
 * budgets stay counted in this process, once for the node: a child asks before it identifies a
 * socket as an account and says when a socket or an account leaves. A child that dies takes its
 * sockets with it (their clients reconnect); its places in the budgets are given back and it is
 * started again.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { CloseCode } from '@kickoff/shared/contracts';
import type { SessionsRevoked } from '../accounts/session-events';
import type { SocketLimitOptions } from './socket-limits';

/** What the child needs of the upgrade request to complete the handshake itself. */
export interface Upgrade {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** bytes the client sent after the request (ws clients send none before the 101) */
  head: Buffer;
}

/** main → child */
export type ToShard =
  | { t: 'socket'; upgrade: Upgrade; ip: string; refuse?: CloseCode }
  | { t: 'push'; topic: string; text: string }
  | { t: 'revoke'; revoked: SessionsRevoked }
  | { t: 'answer'; id: number; value: number | boolean | null }
  | { t: 'close' };

/** child → main */
export type FromShard =
  | { t: 'ready' }
  | { t: 'resolve'; id: number; token: string }
  | { t: 'take-user'; id: number; userId: number }
  | { t: 'release-user'; userId: number }
  | { t: 'release-ip'; ip: string }
  | { t: 'counts'; clients: number; topics: Array<[string, number]> }
  | { t: 'closed' };

/** How a child is configured (its environment variable KICKOFF_SHARD, as JSON). */
export interface ShardSettings {
  limits: SocketLimitOptions;
  idleDropMs: number;
}

export interface ShardPoolOptions extends ShardSettings {
  processes: number;
  resolveUser: (token: string) => Promise<number | null>;
  admission: {
    takeUser(userId: number): boolean | Promise<boolean>;
    releaseUser(userId: number): void;
    releaseIp(ip: string): void;
  };
  warn: (obj: object, msg: string) => void;
}

export interface ShardPool {
  handoff(socket: Socket, upgrade: Upgrade, ip: string, refuse?: CloseCode): void;
  deliver(topic: string, text: string): void;
  revoke(revoked: SessionsRevoked): void;
  subscribers(topic: string): number;
  clients(): number;
  /** Resolves once every child has started. */
  ready(): Promise<void>;
  /** Asks every child to close its sockets (1001) and waits for it to exit. */
  close(): Promise<void>;
}

interface Shard {
  child: ChildProcess;
  started: Promise<void>;
  /** sockets handed to it and not yet reported gone */
  sockets: number;
  /** what it reported last */
  clients: number;
  topics: Map<string, number>;
  /** the budget places it holds, given back if it dies */
  ips: Map<string, number>;
  users: Map<number, number>;
}

const WORKER = fileURLToPath(new URL('./socket-shard.ts', import.meta.url));

const bump = <K>(map: Map<K, number>, key: K, by: number) => {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
};

export function createShardPool(opts: ShardPoolOptions): ShardPool {
  const settings: ShardSettings = { limits: opts.limits, idleDropMs: opts.idleDropMs };
  const shards: Shard[] = [];
  let closing = false;

  function answer(shard: Shard, id: number, value: number | boolean | null): void {
    if (shard.child.connected) shard.child.send({ t: 'answer', id, value } satisfies ToShard);
  }

  async function onMessage(shard: Shard, msg: FromShard): Promise<void> {
    switch (msg.t) {
      case 'resolve':
        answer(shard, msg.id, await opts.resolveUser(msg.token).catch(() => null));
        return;
      case 'take-user': {
        const taken = await opts.admission.takeUser(msg.userId);
        if (taken) bump(shard.users, msg.userId, 1);
        answer(shard, msg.id, taken);
        return;
      }
      case 'release-user':
        bump(shard.users, msg.userId, -1);
        opts.admission.releaseUser(msg.userId);
        return;
      case 'release-ip':
        shard.sockets -= 1;
        bump(shard.ips, msg.ip, -1);
        opts.admission.releaseIp(msg.ip);
        return;
      case 'counts':
        shard.clients = msg.clients;
        shard.topics = new Map(msg.topics);
        return;
      default:
        return;
    }
  }

  function start(index: number): Shard {
    // the child runs the TypeScript source as this process does (tsx)
    const child = fork(WORKER, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, KICKOFF_SHARD: JSON.stringify(settings) },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const shard: Shard = {
      child,
      started: new Promise((resolve, reject) => {
        child.once('message', () => resolve());
        child.once('exit', (code) => reject(new Error(`socket process exited (${code}) before it started`)));
      }),
      sockets: 0,
      clients: 0,
      topics: new Map(),
      ips: new Map(),
      users: new Map(),
    };
    shard.started.catch(() => undefined);
    child.on('message', (msg: FromShard) => {
      onMessage(shard, msg).catch((err: unknown) => opts.warn({ err: String(err) }, 'socket process call failed'));
    });
    child.on('exit', (code, signal) => {
      for (const [ip, n] of shard.ips) for (let i = 0; i < n; i++) opts.admission.releaseIp(ip);
      for (const [userId, n] of shard.users) for (let i = 0; i < n; i++) opts.admission.releaseUser(userId);
      if (closing) return;
      opts.warn({ code, signal, index }, 'socket process died; starting it again');
      shards[index] = start(index);
    });
    return shard;
  }

  for (let i = 0; i < opts.processes; i++) shards.push(start(i));

  function relay(msg: ToShard): void {
    for (const shard of shards) if (shard.child.connected) shard.child.send(msg);
  }

  return {
    handoff(socket, upgrade, ip, refuse) {
      const shard = shards.reduce((a, b) => (b.sockets < a.sockets ? b : a));
      if (refuse === undefined) {
        shard.sockets += 1;
        bump(shard.ips, ip, 1);
      }
      const msg: ToShard = refuse === undefined ? { t: 'socket', upgrade, ip } : { t: 'socket', upgrade, ip, refuse };
      // this process must not read from the socket any more: until the child's receipt closes it
      // here, a frame the client sends right after the child's 101 could be read (and lost) here
      (socket as unknown as { _handle?: { readStop?: () => number } })._handle?.readStop?.();
      shard.child.send(msg, socket, (err) => {
        if (!err) return;
        socket.destroy();
        if (refuse === undefined) {
          shard.sockets -= 1;
          bump(shard.ips, ip, -1);
          opts.admission.releaseIp(ip);
        }
        opts.warn({ err: String(err) }, 'could not hand a socket to its process');
      });
    },
    deliver(topic, text) {
      relay({ t: 'push', topic, text });
    },
    revoke(revoked) {
      relay({ t: 'revoke', revoked });
    },
    subscribers(topic) {
      let n = 0;
      for (const shard of shards) n += shard.topics.get(topic) ?? 0;
      return n;
    },
    clients() {
      let n = 0;
      for (const shard of shards) n += shard.clients;
      return n;
    },
    async ready() {
      await Promise.all(shards.map((s) => s.started));
    },
    async close() {
      closing = true;
      await Promise.all(
        shards.map(
          (shard) =>
            new Promise<void>((resolve) => {
              if (shard.child.exitCode !== null || !shard.child.connected) return resolve();
              shard.child.once('exit', () => resolve());
              shard.child.send({ t: 'close' } satisfies ToShard);
              setTimeout(() => shard.child.kill('SIGKILL'), 5_000).unref();
            }),
        ),
      );
    },
  };
}
