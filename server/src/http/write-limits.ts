/**
 * Write limits: every route that writes (chat, posts, comments, gifts, draws, tips …) names its
 * kind in its route config — `config: { writeLimit: 'chat' }` — and is then counted twice per
 * minute window: once per signed-in account and once per client IP. Whichever budget runs out
 * first answers HTTP 429 with RATE_LIMITED (操作太频繁，请稍后再试) and a `Retry-After`; nothing is
 * written. These sit on top of the global request budget (rate-limits.ts) and a feature's own
 * finer budgets (a room's chat cadence). Counters live in Redis when configured (every node counts
 * together) and on this node while Redis is unreachable.
 *
 * A new write: pick a kind below (or add one with its budget) and put `config: { writeLimit: kind }`
 * on the route. The check runs after schema validation, so malformed bodies never spend budget.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { callerKey, sharedCounters, type FallbackStore, type RateLimitSetup } from './rate-limits';

export interface WriteBudget {
  /** writes one account may make per window */
  perAccount: number;
  /** writes one client IP may make per window, whoever is signed in (a carrier NAT holds many fans) */
  perIp: number;
}

/** Budgets per kind of write, per minute. */
export const WRITE_LIMITS = {
  /** a line in a live room's chat */
  chat: { perAccount: 60, perIp: 600 },
  /** a private or group message */
  message: { perAccount: 60, perIp: 600 },
  /** a community post or a newsroom article */
  post: { perAccount: 10, perIp: 60 },
  /** a comment on a post or article */
  comment: { perAccount: 30, perIp: 300 },
  /** a like, follow or other one-tap reaction */
  reaction: { perAccount: 120, perIp: 1200 },
  /** a gift or noble purchase in a live room (coins) */
  gift: { perAccount: 60, perIp: 600 },
  /** a lucky draw entry */
  draw: { perAccount: 30, perIp: 300 },
  /** publishing or buying an expert's tip */
  tip: { perAccount: 30, perIp: 300 },
  /** a change to one's own profile: nickname, theme, password, real name */
  account: { perAccount: 20, perIp: 200 },
  /** a picture or portrait upload (stored files, moderation work) */
  upload: { perAccount: 20, perIp: 200 },
  /** a report to the moderators */
  report: { perAccount: 10, perIp: 60 },
  /** group management (create, rename, invite, mute …) */
  manage: { perAccount: 30, perIp: 300 },
} as const satisfies Record<string, WriteBudget>;

type WriteKind = keyof typeof WRITE_LIMITS;

const WRITE_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** counts this route against the write budgets of that kind (http/write-limits.ts) */
    writeLimit?: WriteKind;
  }
}

export interface WriteLimitSetup {
  resolveUser: RateLimitSetup['resolveUser'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  redis?: any;
  warn: RateLimitSetup['warn'];
  /** multiplies every budget (WRITE_LIMIT_SCALE; tests and load runs raise it) */
  scale?: number;
}

type Counter = (key: string, max: number) => Promise<{ current: number; ttl: number }>;

function counter(setup: WriteLimitSetup): Counter {
  const store: Pick<FallbackStore, 'incr'> = setup.redis
    ? sharedCounters(setup.redis, 'kickoff-wl-', setup.warn).store
    : new LocalStore(false, false, 10_000);
  return (key, max) =>
    new Promise((resolve, reject) =>
      store.incr(
        key,
        (err, res) => (err || !res ? reject(err ?? new Error('no count')) : resolve(res)),
        WRITE_WINDOW_MS,
        max,
      ),
    );
}

/** A route that changes something (POST, PUT, PATCH, DELETE) and the write kind it is counted as. */
export interface WriteRoute {
  method: string;
  url: string;
  writeLimit?: WriteKind;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeRoutes = new WeakMap<FastifyInstance, WriteRoute[]>();

/** Every write route registered on `app` after installWriteLimits, with its kind (none: not counted). */
export function writeRoutesOf(app: FastifyInstance): WriteRoute[] {
  return [...(writeRoutes.get(app) ?? [])];
}

/** Installs the check on every route registered after it (call before the routes). */
export function installWriteLimits(app: FastifyInstance, setup: WriteLimitSetup): void {
  const routes: WriteRoute[] = [];
  writeRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (WRITE_METHODS.has(method)) routes.push({ method, url: route.url, writeLimit: route.config?.writeLimit });
    }
  });
  const count = counter(setup);
  const caller = callerKey(setup.resolveUser);
  const scale = setup.scale && setup.scale > 0 ? setup.scale : 1;
  app.addHook('preHandler', async (request: FastifyRequest, reply) => {
    const kind = request.routeOptions.config.writeLimit;
    if (!kind) return;
    const budget = WRITE_LIMITS[kind];
    const who = await caller(request);
    const checks: Array<[string, number]> = [[`${kind}:ip:${request.ip}`, budget.perIp * scale]];
    if (who.startsWith('user:')) checks.push([`${kind}:${who}`, budget.perAccount * scale]);
    for (const [key, max] of checks) {
      const { current, ttl } = await count(key, max);
      if (current > max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
        throw new AppError(ErrorCodes.RATE_LIMITED, '操作太频繁，请稍后再试', 429);
      }
    }
  });
}
