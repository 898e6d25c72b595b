import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDLE_DROP_MS, PASSWORD_MAX, PASSWORD_MIN } from '@kickoff/shared/contracts';
import { DEMO_USER } from './accounts/users';
import { readSmsSettings, type SmsSettings } from './accounts/sms-settings';
import { readFootballDataSettings, type FootballDataSettings } from './live/feeds/football-data/settings';

/** Runtime configuration, read once from the environment (see server/README.md for every variable). */
export interface Config {
  port: number;
  host: string;
  /** PGlite data folder, or ':memory:' (tests); ignored when databaseUrl is set */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  nodeEnv: string;
  /**
   * `/dev/*` routes (SMS outbox, hub publish): only with `DEV_ROUTES=1`, never
   * with NODE_ENV=production, and then the server listens on loopback only (see dev-routes.ts).
   */
  devRoutes: boolean;
  /**
   * Swagger UI at `/docs` and the description at `/openapi.json`: on unless NODE_ENV=production,
   * where `API_DOCS=1` asks for them (`npm start` does); `API_DOCS=0` turns them off anywhere.
   */
  apiDocs: boolean;
  /** live engine clock multiplier (1 = real time) */
  liveSpeed: number;
  /** real seconds between demo kick-offs (0: none) */
  liveDemoEveryS: number;
  /** real seconds from start to the first demo kick-off (undefined: the interval) */
  liveDemoFirstS?: number;
  /** live engine seed; the same seed plays the same day */
  seed: number;
  allowedOrigins: string[];
  publicWsProtocol: 'ws' | 'wss';
  /** pinned socket host for `/imapi/websocket`; undefined: the host the request came to */
  publicWsHost: string | undefined;
  /** pinned socket port; undefined: the request's port (or the server's with a pinned host) */
  publicWsPort: number | undefined;
  logLevel: string;
  /** largest accepted request body in bytes (JSON and form) */
  bodyLimit: number;
  /** largest accepted portrait upload in bytes */
  portraitLimit: number;
  /** requests per minute per caller (signed-in user, else client IP) on a route without its own budget */
  rateLimitMax: number;
  /** requests per minute per caller on the cached hot live lists (cheap: served from one buffer per tick) */
  rateLimitHotMax: number;
  /** multiplies every write budget (http/write-limits.ts); WRITE_LIMIT_SCALE, default 1 */
  writeLimitScale: number;
  /**
   * Which proxies may name the client in X-Forwarded-For: false (none: the socket address is the
   * client), a hop count (the nearest N proxies), or their addresses/CIDRs. Never "trust everyone".
   */
  trustProxy: TrustProxy;
  /** WebSocket budgets: concurrent sockets per client IP and per user, messages per socket */
  wsMaxPerIp: number;
  wsMaxPerUser: number;
  wsMessagesPerSecond: number;
  wsMessageBurst: number;
  /** the hub drops a socket silent this long */
  idleDropMs: number;
  /** who sends the SMS codes (SMS_PROVIDER and its settings, accounts/sms-settings.ts) */
  sms: SmsSettings;
  /** football from football-data.org (FOOTBALL_DATA_TOKEN and its settings); null: the built-in engine */
  footballData: FootballDataSettings | null;
  /**
   * SEED_PASSWORD: the password of every seeded account but the demo fan, for a test harness that
   * signs in as an anchor; unset (always in production): random ones, printed once at the start.
   */
  seedPassword: string | undefined;
  /**
   * The remotes manifests the console's 发布 page shows (RELEASES_DIR, else KICKOFF_DEPLOY_DIR, else the
   * repository's deploy/remotes), and the `pnpm remotes` command it runs for an admin's change
   * (RELEASES_TOOL, the ops package's remotes-cli.ts; absent, e.g. in the server image: read-only).
   */
  releasesDir: string;
  releasesTool: string;
  /**
   * Where APKs uploaded in the console are kept (APK_DIR; default beside DATA_DIR, or the system temp
   * folder with ':memory:') and the largest accepted (APK_MAX_BYTES, default 200 MB).
   */
  apkDir: string;
  apkMaxBytes: number;
}

type TrustProxy = false | number | string[];

function apkDirBeside(dataDir: string): string {
  return dataDir === ':memory:' ? path.join(tmpdir(), 'kickoff-apk') : path.join(path.dirname(dataDir), 'apk');
}

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/** TRUST_PROXY: unset/0 → none; a hop count; or comma-separated proxy addresses, CIDRs or proxy-addr names. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.filter((a) => !PROXY_ADDRESS.test(a));
  if (v === 'true' || bad.length) {
    const why = 'trusting any sender lets clients forge X-Forwarded-For';
    throw new Error(`TRUST_PROXY must be a hop count or proxy addresses (${why}): ${bad.join(',') || v}`);
  }
  return list;
}

const SUITE_PORTS = [8080, 8081, 8082, 8083, 8084, 8085, 8086, 8096];
export const DEFAULT_ORIGINS = SUITE_PORTS.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${value}`);
  return n;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** The dev flag, checked: a test flag that production, or a listen address other machines reach, refuses. */
function devRoutesOf(env: NodeJS.ProcessEnv, nodeEnv: string): boolean {
  const flag = env.DEV_ROUTES;
  if (flag === undefined || flag === '' || flag === '0') return false;
  if (flag !== '1') throw new Error(`DEV_ROUTES must be 1 or 0, not ${flag}`);
  if (nodeEnv === 'production') throw new Error('DEV_ROUTES=1 is refused with NODE_ENV=production');
  if (env.HOST !== undefined && !LOOPBACK_HOSTS.has(env.HOST)) {
    throw new Error(`DEV_ROUTES=1 needs a loopback HOST (localhost, 127.0.0.1, ::1), not ${env.HOST}`);
  }
  return true;
}

/** API_DOCS, checked: 1 or 0; unset means on outside production. */
function apiDocsOf(env: NodeJS.ProcessEnv, nodeEnv: string): boolean {
  const flag = env.API_DOCS;
  if (flag === undefined || flag === '') return nodeEnv !== 'production';
  if (flag !== '1' && flag !== '0') throw new Error(`API_DOCS must be 1 or 0, not ${flag}`);
  return flag === '1';
}

/** SEED_PASSWORD, checked: a test's fixed password, never production's nor the demo's published one. */
function seedPasswordOf(env: NodeJS.ProcessEnv, nodeEnv: string): string | undefined {
  const password = env.SEED_PASSWORD;
  if (password === undefined || password === '') return undefined;
  if (nodeEnv === 'production') throw new Error('SEED_PASSWORD is refused with NODE_ENV=production');
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new Error(`SEED_PASSWORD must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters`);
  }
  if (password === DEMO_USER.password) throw new Error("SEED_PASSWORD must not be the demo fan's published password");
  return password;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = int(env.PORT, 3000);
  const devRoutes = devRoutesOf(env, nodeEnv);
  return {
    port,
    // with dev routes on, nothing but this machine may connect
    host: env.HOST ?? (devRoutes ? 'localhost' : '0.0.0.0'),
    dataDir: env.DATA_DIR ?? new URL('../.data/pglite', import.meta.url).pathname,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    nodeEnv,
    devRoutes,
    apiDocs: apiDocsOf(env, nodeEnv),
    liveSpeed: int(env.LIVE_SPEED, 1),
    liveDemoEveryS: int(env.LIVE_DEMO_EVERY_S, 0),
    liveDemoFirstS: env.LIVE_DEMO_FIRST_S ? int(env.LIVE_DEMO_FIRST_S, 60) : undefined,
    seed: int(env.SEED, 20260611),
    allowedOrigins: env.ALLOWED_ORIGINS
      ? env.ALLOWED_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_ORIGINS,
    publicWsProtocol: env.PUBLIC_WS_PROTOCOL === 'wss' ? 'wss' : 'ws',
    publicWsHost: env.PUBLIC_WS_HOST || undefined,
    publicWsPort: env.PUBLIC_WS_PORT ? int(env.PUBLIC_WS_PORT, port) : undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    bodyLimit: int(env.BODY_LIMIT, 256 * 1024),
    portraitLimit: int(env.PORTRAIT_LIMIT, 2 * 1024 * 1024),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 600),
    rateLimitHotMax: int(env.RATE_LIMIT_HOT_MAX, 3000),
    writeLimitScale: int(env.WRITE_LIMIT_SCALE, 1),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    wsMaxPerIp: int(env.WS_MAX_PER_IP, 2000),
    wsMaxPerUser: int(env.WS_MAX_PER_USER, 10),
    wsMessagesPerSecond: int(env.WS_MESSAGES_PER_S, 10),
    wsMessageBurst: int(env.WS_MESSAGE_BURST, 250),
    idleDropMs: int(env.IDLE_DROP_MS, IDLE_DROP_MS),
    sms: readSmsSettings(env, nodeEnv),
    footballData: readFootballDataSettings(env),
    seedPassword: seedPasswordOf(env, nodeEnv),
    releasesDir:
      env.RELEASES_DIR || env.KICKOFF_DEPLOY_DIR || new URL('../../deploy/remotes', import.meta.url).pathname,
    releasesTool: env.RELEASES_TOOL || new URL('../../ops/src/remotes-cli.ts', import.meta.url).pathname,
    apkDir: env.APK_DIR || apkDirBeside(env.DATA_DIR ?? new URL('../.data/pglite', import.meta.url).pathname),
    apkMaxBytes: int(env.APK_MAX_BYTES, 200 * 1024 * 1024),
  };
}
