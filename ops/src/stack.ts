/**
 * The production topology as local processes (`pnpm stack up`, the stack e2e and fault tests):
 * Debian's nginx serving deploy/nginx/default.conf — the template docker-compose.yml's CDN fills —
 * in front of server replicas on PostgreSQL and Redis, everything on loopback, in one temp folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  type WriteStream,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, REMOTES } from './apps';
import { ROOT } from './suite';

/** Fixed ports, away from `npm start` (3000, 8080–8085) and the e2e suite (39000–39999). */
export const STACK_PORTS = {
  /** nginx: the one origin deploy/remotes/staging.json names */
  nginx: 38090,
  /** server replicas take 38091, 38092, … (up to 38097) */
  firstServer: 38091,
  postgres: 38098,
  redis: 38099,
} as const;

export const STACK_ORIGIN = `http://localhost:${STACK_PORTS.nginx}`;
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx/default.conf');
export const NGINX_BIN = '/usr/sbin/nginx';
const DEFAULT_DEPLOY_DIR = path.join(ROOT, 'deploy/remotes');

/**
 * Environment keys the stack's servers have beyond docker-compose's: they listen on loopback only
 * (compose's containers have their own network), and staging has the demo world to try (compose
 * runs production as it ships: nothing seeded).
 */
export const STACK_ONLY_SERVER_ENV = ['HOST', 'SEED_DEMO'] as const;

/** The variables of an nginx template (`${NAME}`; nginx's own `$name` are not). */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((m) => m[1]!))].sort();
}

/**
 * Fills a template as the nginx image's envsubst does: each `${NAME}` that is given is replaced,
 * anything else left as it is. A variable the template uses but `vars` lacks is an error here.
 */
export function fillTemplate(text: string, vars: Record<string, string>): string {
  const missing = templateVariables(text).filter((v) => vars[v] === undefined);
  if (missing.length) throw new Error(`nginx template: no value for ${missing.join(', ')}`);
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (all, name: string) => vars[name] ?? all);
}

export interface ServerEnvInput {
  port: number;
  databaseUrl: string;
  redisUrl: string;
}

/** A replica's environment: docker-compose's keys (tests keep them equal) plus STACK_ONLY_SERVER_ENV. */
export function stackServerEnv(s: ServerEnvInput): Record<string, string> {
  return {
    PORT: String(s.port),
    NODE_ENV: 'production',
    DATABASE_URL: s.databaseUrl,
    REDIS_URL: s.redisUrl,
    // one origin: pages, API and socket on nginx's
    ALLOWED_ORIGINS: STACK_ORIGIN,
    // nginx connects from loopback; it alone may name the client in X-Forwarded-For
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
  };
}

/** The template's values for the stack (docker-compose's cdn service sets the same names). */
export function stackNginxVars(opts: {
  root: string;
  deployDir: string;
  serverPorts: number[];
}): Record<string, string> {
  return {
    KICKOFF_LISTEN: `127.0.0.1:${STACK_PORTS.nginx}`,
    KICKOFF_UPSTREAM: opts.serverPorts.map((p) => `server 127.0.0.1:${p};`).join(' '),
    KICKOFF_ROOT: opts.root,
    KICKOFF_REMOTES_DIR: opts.deployDir,
    KICKOFF_NGINX_DIR: path.dirname(NGINX_TEMPLATE),
  };
}

/**
 * nginx's main file, as the nginx image ships it (mime types, sendfile, the site included), with the
 * pid, logs and temp folders inside the stack's folder; room for a few thousand sockets.
 */
function nginxMainConf(dir: string, site: string, logs: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return [
    'worker_processes 1;',
    'worker_rlimit_nofile 16384;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    'events { worker_connections 8192; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${path.join(logs, 'nginx-access.log')};`,
    '  sendfile on;',
    '  keepalive_timeout 65;',
    `  ${temp('client_body')}`,
    `  ${temp('proxy')}`,
    `  ${temp('fastcgi')}`,
    `  ${temp('uwsgi')}`,
    `  ${temp('scgi')}`,
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Writes the site (the template filled in) and the main file into `dir`, and checks them with
 * `nginx -t`; returns the arguments that start nginx on them.
 */
export function writeNginxConfig(dir: string, logs: string, vars: Record<string, string>) {
  const site = path.join(dir, 'default.conf');
  writeFileSync(site, fillTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), vars));
  const main = path.join(dir, 'nginx.conf');
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(main, nginxMainConf(dir, site, logs));
  const errorLog = path.join(logs, 'nginx-error.log');
  const args = ['-p', dir, '-c', main, '-e', errorLog];
  try {
    execFileSync(NGINX_BIN, [...args, '-t', '-q'], { stdio: 'pipe' });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`nginx -t refused ${site}: ${stderr || String(err)}`);
  }
  return { args, errorLog };
}

/** The version a build says it is (its mf-manifest.json), as the CDN folder is named. */
export function buildVersion(dist: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version) throw new Error(`${dist}/mf-manifest.json names no buildVersion`);
  return version;
}

/** The CDN's folders, as static.Dockerfile lays them out: /kickoff/<app>/<version>/, host/current. */
function layOutCdn(root: string): void {
  for (const app of [HOST, ...REMOTES]) {
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${app.dir}/dist is not built (pnpm build)`);
    mkdirSync(path.join(root, 'kickoff', app.name), { recursive: true });
    symlinkSync(dist, path.join(root, 'kickoff', app.name, buildVersion(dist)));
  }
  symlinkSync(buildVersion(path.join(ROOT, HOST.dir, 'dist')), path.join(root, 'kickoff/host/current'));
}

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(base, v, 'bin/postgres'))) return path.join(base, v, 'bin');
  throw new Error('PostgreSQL not found under /usr/lib/postgresql (apt-get install postgresql)');
}

const IS_ROOT = process.getuid?.() === 0;
/** postgres refuses to run as root: as the `postgres` user then */
function asPostgres(cmd: string, args: string[]): [string, string[]] {
  return IS_ROOT ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHttp(url: string, timeoutMs: number, alive: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const dead = alive();
    if (dead) throw new Error(dead);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms: ${last}`);
    await pause(200);
  }
}

/** A child process whose output goes to a log file; `exited` resolves with its code or signal. */
interface Proc {
  child: ChildProcess;
  exited: Promise<string>;
  output: () => string;
}

function startProc(cmd: string, args: string[], logFile: string, opts: { cwd?: string; env?: NodeJS.ProcessEnv }) {
  const log: WriteStream = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let recent = '';
  const keep = (d: Buffer) => {
    log.write(d);
    recent = (recent + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      log.end();
      resolve(signal ?? String(code));
    }),
  );
  return { child, exited, output: () => recent } satisfies Proc;
}

async function stopProc(p: Proc | null, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}

export interface StackOptions {
  /** server replicas (2, as docker-compose; a third shows scaling out) */
  servers?: number;
  /** the folder holding staging.json (KICKOFF_DEPLOY_DIR; default deploy/remotes) */
  deployDir?: string;
  /** added to every replica's environment (LIVE_SPEED, rate budgets of a load test …) */
  serverEnv?: Record<string, string>;
  /** progress lines */
  log?: (line: string) => void;
}

export interface StackServer {
  index: number;
  port: number;
  /** straight to this replica, bypassing nginx */
  url: string;
  running(): boolean;
  pid(): number | undefined;
}

export interface Stack {
  /** nginx's origin: pages, API and socket */
  url: string;
  wsUrl: string;
  dir: string;
  logs: string;
  /** the CDN's folder of builds (/kickoff/<app>/<version>/) */
  cdnRoot: string;
  deployDir: string;
  databaseUrl: string;
  redisUrl: string;
  servers: StackServer[];
  /** stops a replica (SIGTERM: closes its sockets with 1001; SIGKILL: as a crash) */
  stopServer(index: number, signal?: NodeJS.Signals): Promise<void>;
  startServer(index: number): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stopPostgres(): void;
  startPostgres(): void;
  /** SIGHUP to nginx's master: re-reads its files, old workers finish what they serve */
  reloadNginx(): void;
  /** puts a build on the CDN as /kickoff/<app>/<version>/ (a release upload) */
  addRelease(app: string, version: string, dist: string): void;
  stop(): Promise<void>;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? (() => undefined);
  const count = opts.servers ?? 2;
  if (count < 1 || count > 7) throw new Error('servers: 1 to 7');
  const deployDir = path.resolve(opts.deployDir ?? DEFAULT_DEPLOY_DIR);
  if (!existsSync(path.join(deployDir, 'staging.json'))) throw new Error(`${deployDir}/staging.json not found`);
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-stack-'));
  // nginx's workers (nobody) read the CDN folder; postgres (its own user) owns its data
  chmodSync(dir, 0o755);
  const logs = path.join(dir, 'logs');
  const cdnRoot = path.join(dir, 'cdn');
  const nginxDir = path.join(dir, 'nginx');
  const pgDir = path.join(dir, 'pg');
  for (const d of [logs, cdnRoot, nginxDir, path.join(nginxDir, 'temp')]) mkdirSync(d, { recursive: true });
  chmodSync(logs, 0o777);
  layOutCdn(cdnRoot);

  const ports = Array.from({ length: count }, (_, i) => STACK_PORTS.firstServer + i);
  const databaseUrl = `postgres://kickoff@127.0.0.1:${STACK_PORTS.postgres}/postgres`;
  const redisUrl = `redis://127.0.0.1:${STACK_PORTS.redis}`;
  const procs: Array<Proc | null> = ports.map(() => null);
  let redis: Proc | null = null;
  let nginx: Proc | null = null;
  let pgUp = false;
  const bin = pgBin();
  const pgData = path.join(pgDir, 'data');
  const pgCtl = (args: string[]) => {
    const [c, a] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', pgData, ...args]);
    execFileSync(c, a, { stdio: 'ignore' });
  };

  const stack: Stack = {
    url: STACK_ORIGIN,
    wsUrl: `ws://localhost:${STACK_PORTS.nginx}/imserver`,
    dir,
    logs,
    cdnRoot,
    deployDir,
    databaseUrl,
    redisUrl,
    servers: ports.map((port, index) => ({
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      running: () => procs[index] !== null && procs[index]!.child.exitCode === null && !procs[index]!.child.signalCode,
      pid: () => procs[index]?.child.pid,
    })),
    async startServer(index) {
      const port = ports[index]!;
      const env = { ...process.env, ...stackServerEnv({ port, databaseUrl, redisUrl }), ...opts.serverEnv };
      const p = startProc(
        process.execPath,
        ['--import', 'tsx', 'src/main.ts'],
        path.join(logs, `server-${index + 1}.log`),
        {
          cwd: path.join(ROOT, 'server'),
          env,
        },
      );
      procs[index] = p;
      const dead = () => (p.child.exitCode !== null ? `server ${index + 1} exited:\n${p.output()}` : null);
      await waitForHttp(`http://127.0.0.1:${port}/readyz`, 180_000, dead);
      // its start-up work (the demo seeds) done, so two replicas never seed at once
      const deadline = Date.now() + 120_000;
      while (!p.output().includes('KICKOFF_SETTLED') && Date.now() < deadline) {
        const why = dead();
        if (why) throw new Error(why);
        await pause(100);
      }
      log(`server ${index + 1} on ${port} (pid ${p.child.pid})`);
    },
    async stopServer(index, signal = 'SIGTERM') {
      await stopProc(procs[index] ?? null, signal);
    },
    async startRedis() {
      const p = startProc(
        'redis-server',
        ['--port', String(STACK_PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        path.join(logs, 'redis.log'),
        {},
      );
      redis = p;
      const deadline = Date.now() + 10_000;
      while (!p.output().includes('Ready to accept connections')) {
        if (p.child.exitCode !== null) throw new Error(`redis-server exited:\n${p.output()}`);
        if (Date.now() > deadline) throw new Error(`redis-server did not start:\n${p.output()}`);
        await pause(50);
      }
      log(`redis on ${STACK_PORTS.redis}`);
    },
    async stopRedis() {
      await stopProc(redis);
      redis = null;
    },
    startPostgres() {
      if (!existsSync(pgData)) {
        mkdirSync(pgDir);
        if (IS_ROOT) execFileSync('chown', ['postgres', pgDir]);
        const [c, a] = asPostgres(path.join(bin, 'initdb'), [
          '-D',
          pgData,
          '-U',
          'kickoff',
          '--auth=trust',
          '-E',
          'UTF8',
          '--no-locale',
        ]);
        execFileSync(c, a, { stdio: 'ignore' });
      }
      const options = `-p ${STACK_PORTS.postgres} -k ${pgDir} -c listen_addresses=127.0.0.1`;
      pgCtl(['-l', path.join(logs, 'postgres.log'), '-w', '-o', options, 'start']);
      pgUp = true;
      log(`postgres on ${STACK_PORTS.postgres}`);
    },
    stopPostgres() {
      if (!pgUp) return;
      pgCtl(['-m', 'fast', '-w', 'stop']);
      pgUp = false;
    },
    reloadNginx() {
      if (!nginx?.child.pid) throw new Error('nginx is not running');
      nginx.child.kill('SIGHUP');
    },
    addRelease(app, version, dist) {
      const folder = path.join(cdnRoot, 'kickoff', app);
      mkdirSync(folder, { recursive: true });
      symlinkSync(path.resolve(dist), path.join(folder, version));
    },
    async stop() {
      await stopProc(nginx);
      await Promise.all(ports.map((_, i) => stopProc(procs[i] ?? null)));
      await stopProc(redis);
      try {
        stack.stopPostgres();
      } catch (err) {
        log(`postgres stop: ${String(err)}`);
      }
      rmSync(pgDir, { recursive: true, force: true });
      rmSync(nginxDir, { recursive: true, force: true });
      rmSync(cdnRoot, { recursive: true, force: true });
    },
  };

  try {
    stack.startPostgres();
    await stack.startRedis();
    for (let i = 0; i < count; i++) await stack.startServer(i);
    const { args, errorLog } = writeNginxConfig(
      nginxDir,
      logs,
      stackNginxVars({ root: cdnRoot, deployDir, serverPorts: ports }),
    );
    nginx = startProc(NGINX_BIN, [...args, '-g', 'daemon off;'], path.join(logs, 'nginx.log'), {});
    const n = nginx;
    await waitForHttp(`${STACK_ORIGIN}/readyz`, 10_000, () =>
      n.child.exitCode !== null ? `nginx exited: ${readFileSync(errorLog, 'utf8')}` : null,
    );
    log(`nginx on ${STACK_ORIGIN}`);
    return stack;
  } catch (err) {
    await stack.stop();
    throw err;
  }
}
