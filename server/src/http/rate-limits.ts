/**
 * Request budgets (@fastify/rate-limit): counted per signed-in user where the token is valid,
 * per client IP otherwise, so a carrier NAT's fans do not share one budget once signed in.
 * Sign-in routes always count per IP (rotating accounts must not buy more guesses). Counters
 * live in Redis when configured and fall back to this node's memory while Redis is unreachable.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';

/** Routes whose strict budgets stay per IP whoever calls them. */
const IP_KEYED_ROUTES: ReadonlySet<string> = new Set(['/user/login', '/user/register', '/inform/send/code']);

const TOKEN_CACHE_MS = 30_000;
const TOKEN_CACHE_MAX = 10_000;

/** `user:{id}` for a valid token, else `ip:{address}`; token lookups are cached for 30 s. */
export function callerKey(resolveUser: (token: string) => Promise<number | null>) {
  const cache = new Map<string, { userId: number | null; until: number }>();
  return async (req: FastifyRequest): Promise<string> => {
    const raw = req.headers.accesstoken;
    const token = typeof raw === 'string' ? raw.trim() : '';
    if (!token || IP_KEYED_ROUTES.has(req.routeOptions.url ?? '')) return `ip:${req.ip}`;
    const now = Date.now();
    let hit = cache.get(token);
    if (!hit || hit.until < now) {
      const userId = await resolveUser(token).catch(() => null);
      if (cache.size >= TOKEN_CACHE_MAX) cache.clear();
      cache.set(token, (hit = { userId, until: now + TOKEN_CACHE_MS }));
    }
    return hit.userId === null ? `ip:${req.ip}` : `user:${hit.userId}`;
  };
}

type Res = { current: number; ttl: number };
type Cb = (err: Error | null, res?: Res) => void;
interface Store {
  incr(key: string, cb: Cb, timeWindow: number, max: number): void;
  read?(key: string, cb: Cb, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
interface RedisLike {
  status: string;
}

/**
 * A store that counts in `shared` (Redis) and, when that fails or is not connected, in `local`
 * (this node's memory): a Redis outage loosens the budgets to per-node ones, never fails requests.
 */
export class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly redis: RedisLike,
    private readonly onFallback: (err: Error) => void,
  ) {}

  private use(method: 'incr' | 'read', key: string, cb: Cb, timeWindow: number, max: number): void {
    const pick = (store: Store) => (method === 'read' && store.read ? store.read.bind(store) : store.incr.bind(store));
    const local = () => pick(this.local)(key, cb, timeWindow, max);
    if (this.redis.status !== 'ready') return local();
    const shared = pick(this.shared);
    shared(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.onFallback(err);
        local();
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Cb, timeWindow: number, max: number): void {
    this.use('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Cb, timeWindow: number, max: number): void {
    this.use('read', key, cb, timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    const { shared, local, redis, onFallback } = this;
    return new FallbackStore(shared.child(routeOptions), local.child(routeOptions), redis, onFallback);
  }
}

export interface RateLimitSetup {
  max: number;
  resolveUser: (token: string) => Promise<number | null>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  redis?: any;
  /** called (at most once a minute) when Redis fails and local counters take over */
  warn: (obj: object, msg: string) => void;
}

/** The options for `app.register(rateLimit, …)`. */
export function rateLimitOptions(setup: RateLimitSetup): RateLimitPluginOptions {
  const base: RateLimitPluginOptions = {
    global: true,
    max: setup.max,
    timeWindow: 60_000,
    keyGenerator: callerKey(setup.resolveUser),
    errorResponseBuilder: () => new AppError(ErrorCodes.RATE_LIMITED, '操作太频繁，请稍后再试', 429),
  };
  if (!setup.redis) return base;
  const store = sharedCounters(setup.redis, 'kickoff-rl-', setup.warn);
  class Configured extends FallbackStore {
    constructor() {
      super(store.shared, store.local, store.redis, store.onFallback);
    }
  }
  return { ...base, store: Configured as unknown as RateLimitPluginOptions['store'] };
}

/**
 * Counters in Redis (keys under `prefix`) that fall back to this node's memory while Redis is
 * unreachable, warning at most once a minute — the plugin's own stores, so counting semantics
 * (windows, ttl) stay the plugin's. Also used by the write limits (write-limits.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sharedCounters(redisClient: any, prefix: string, warn: RateLimitSetup['warn']) {
  let warnedAt = 0;
  const onFallback = (err: Error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    warn({ err: err.message }, 'rate-limit store unreachable; counting on this node until it is back');
  };
  const redis = redisClient as RedisLike;
  const shared: Store = new RedisStore(false, false, redisClient, prefix);
  const local: Store = new LocalStore(false, false, 5000);
  return { shared, local, redis, onFallback, store: new FallbackStore(shared, local, redis, onFallback) };
}
