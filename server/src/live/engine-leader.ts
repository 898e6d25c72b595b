/**
 * Which node's live engine leads: with Redis (several nodes relaying through it) exactly one node
 * holds a lock key and publishes and saves; the others run their engine in the shadow (it is a
 * pure function of seed, fixtures and the clock, so their HTTP answers stay current) and relay the
 * leader's pushes. The lock expires `ttlMs` after its holder stops renewing (crash), and is
 * released at once on a clean stop, so another node takes over within seconds.
 * Without Redis a node is alone as far as pushes go, and leads.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export interface Leadership {
  isLeader(): boolean;
  /** called on every change, after the node became leader (true) or stopped being one (false) */
  onChange(fn: (leader: boolean) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A single node (no Redis): always the leader. */
export function soleLeadership(): Leadership {
  return { isLeader: () => true, onChange: () => undefined, start: async () => undefined, stop: async () => undefined };
}

export interface RedisLeadershipOptions {
  redisUrl: string;
  key?: string;
  /** how long a lock lives without renewal: the longest a crashed leader is waited for */
  ttlMs?: number;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

// renew / release only a lock this node still holds
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Leadership through a Redis lock (SET NX PX, renewed every third of its TTL). While Redis is
 * unreachable for longer than the TTL, a node leads on its own: with no relay there is no one
 * else to push to its sockets, and the engine's writes are idempotent upserts.
 */
export function redisLeadership(opts: RedisLeadershipOptions): Leadership {
  const key = opts.key ?? 'kickoff:live-engine-leader';
  const ttlMs = opts.ttlMs ?? 6_000;
  const id = randomUUID();
  const redis = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1_000 });
  redis.on('error', () => undefined); // reported through step() below
  const listeners: Array<(leader: boolean) => void> = [];
  let leader = false;
  let holding = false;
  let lastReached = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> = Promise.resolve();

  function become(next: boolean, why: string): void {
    if (next === leader) return;
    leader = next;
    opts.log?.info({ node: id, why }, next ? 'live engine: this node leads' : 'live engine: this node follows');
    for (const fn of listeners) fn(next);
  }

  async function step(): Promise<void> {
    try {
      if (holding) holding = (await redis.eval(RENEW, 1, key, id, String(ttlMs))) === 1;
      if (!holding) holding = (await redis.set(key, id, 'PX', ttlMs, 'NX')) === 'OK';
      lastReached = Date.now();
      become(holding, holding ? 'holds the lock' : 'another node holds the lock');
    } catch (err) {
      if (Date.now() - lastReached > ttlMs) {
        holding = false;
        if (!leader) opts.log?.warn({ err: String(err) }, 'live engine: Redis unreachable, leading this node alone');
        become(true, 'Redis unreachable');
      }
    }
  }

  return {
    isLeader: () => leader,
    onChange: (fn) => void listeners.push(fn),
    async start() {
      await redis.connect().catch(() => undefined);
      await step();
      timer = setInterval(
        () => {
          running = running.then(step);
        },
        Math.max(50, Math.floor(ttlMs / 3)),
      );
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      // hand over at once rather than after the TTL
      if (holding) await redis.eval(RELEASE, 1, key, id).catch(() => undefined);
      holding = false;
      become(false, 'stopping');
      redis.disconnect();
    },
  };
}
