import { IDLE_DROP_MS } from '@kickoff/shared/contracts';

/** Runtime configuration, read once from the environment (see server/README.md for every variable). */
export interface Config {
  port: number;
  host: string;
  /** PGlite data folder, or ':memory:' (tests); ignored when databaseUrl is set */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  nodeEnv: string;
  /** live engine clock multiplier (1 = real time) */
  liveSpeed: number;
  /** real seconds between demo kick-offs (0: none) */
  liveDemoEveryS: number;
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
  /** requests per minute per client IP across all routes */
  rateLimitMax: number;
  /** take the client IP from X-Forwarded-For (behind a reverse proxy) */
  trustProxy: boolean;
  /** the hub drops a socket silent this long */
  idleDropMs: number;
  /** the SMS gateway codes are POSTed to (see accounts/sms-provider.ts); unset: the dev outbox */
  smsWebhookUrl: string | undefined;
}

const SUITE_PORTS = [8080, 8081, 8082, 8083, 8084, 8085, 8096];
export const DEFAULT_ORIGINS = SUITE_PORTS.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = int(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? new URL('../.data/pglite', import.meta.url).pathname,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    nodeEnv,
    liveSpeed: int(env.LIVE_SPEED, 1),
    liveDemoEveryS: int(env.LIVE_DEMO_EVERY_S, 0),
    seed: int(env.SEED, 20260611),
    allowedOrigins: env.ALLOWED_ORIGINS
      ? env.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
      : DEFAULT_ORIGINS,
    publicWsProtocol: env.PUBLIC_WS_PROTOCOL === 'wss' ? 'wss' : 'ws',
    publicWsHost: env.PUBLIC_WS_HOST || undefined,
    publicWsPort: env.PUBLIC_WS_PORT ? int(env.PUBLIC_WS_PORT, port) : undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    bodyLimit: int(env.BODY_LIMIT, 256 * 1024),
    portraitLimit: int(env.PORTRAIT_LIMIT, 2 * 1024 * 1024),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 600),
    trustProxy: env.TRUST_PROXY === '1',
    idleDropMs: int(env.IDLE_DROP_MS, IDLE_DROP_MS),
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
  };
}
