/**
 * The production topology as local processes (`pnpm stack up`, the stack e2e and fault tests):
 * Debian's nginx serving deploy/nginx/default.conf — the template docker-compose.yml's CDN fills —
 * in front of server replicas on PostgreSQL and Redis, everything on loopback, in one temp folder.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, REMOTES } from './apps';
import { ROOT } from './suite';

/** Fixed ports, away from `npm start` (3000, 8080–8085) and the e2e suite (39000–39999). */
export const STACK_PORTS = {
  /** nginx: the one origin deploy/remotes/staging.json names */
  nginx: 38090,
  /** server replicas take 38091, 38092, … (up to 38096) */
  firstServer: 38091,
  /** staging's SMS gateway: texts are written to logs/sms.jsonl */
  sms: 38097,
  postgres: 38098,
  redis: 38099,
  /** nginx's RTMP module: anchors push to rtmp://localhost:38935/live/{stream key} (not 1935, nor the e2e's 39935) */
  rtmp: 38935,
} as const;

export const STACK_ORIGIN = `http://localhost:${STACK_PORTS.nginx}`;
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx/default.conf');
/** the `rtmp {}` block (anchors' ingest), a template like default.conf, included in nginx's main context */
export const RTMP_TEMPLATE = path.join(ROOT, 'deploy/nginx/rtmp.conf');
/**
 * Debian's libnginx-mod-rtmp, by its real path: its modules-enabled file names it relative to nginx's
 * prefix, and the stack's nginx has its own folder as prefix
 */
const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
const NGINX_BIN = '/usr/sbin/nginx';
const DEFAULT_DEPLOY_DIR = path.join(ROOT, 'deploy/remotes');

/**
 * Environment keys the stack's servers have beyond docker-compose's: they listen on loopback only
 * (compose's containers have their own network), and they text through the stack's SMS stand-in
 * (compose prints the codes in its logs unless given a vendor). Both seed nothing, as production.
 */
export const STACK_ONLY_SERVER_ENV = ['HOST', 'SMS_WEBHOOK_URL'] as const;

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

/** Anchors' ingest through nginx's RTMP module: the folder nginx writes HLS into, and the callbacks' secret. */
export interface StackIngest {
  dir: string;
  secret: string;
}

export interface ServerEnvInput {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  smsUrl: string;
  /** null: nginx has no RTMP module, anchors cannot push */
  ingest: StackIngest | null;
}

/** The servers' settings for nginx-rtmp's callbacks (docker-compose's servers set the same keys). */
function stackIngestEnv(ingest: StackIngest): Record<string, string> {
  return {
    // nginx's hls_path: every replica reads the same folder
    VLIVE_INGEST_DIR: ingest.dir,
    VLIVE_INGEST_SECRET: ingest.secret,
    // on_publish's 302: nginx relays an accepted stream to its loopback `hls` application
    VLIVE_INGEST_RELAY_URL: `rtmp://127.0.0.1:${STACK_PORTS.rtmp}/hls`,
    // the address the 主播 page and the console show with a key
    VLIVE_RTMP_PUBLIC_URL: `rtmp://localhost:${STACK_PORTS.rtmp}/live`,
  };
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
    // staging's SMS gateway is a stand-in that writes the texts to logs/sms.jsonl
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: s.smsUrl,
    HOST: '127.0.0.1',
    ...(s.ingest ? stackIngestEnv(s.ingest) : {}),
  };
}

/** The template's values for the stack (docker-compose's cdn service sets the same names). */
export function stackNginxVars(opts: {
  root: string;
  deployDir: string;
  serverPorts: number[];
  cacheDir: string;
}): Record<string, string> {
  return {
    KICKOFF_LISTEN: `127.0.0.1:${STACK_PORTS.nginx}`,
    KICKOFF_UPSTREAM: opts.serverPorts.map((p) => `server 127.0.0.1:${p};`).join(' '),
    KICKOFF_ROOT: opts.root,
    KICKOFF_REMOTES_DIR: opts.deployDir,
    KICKOFF_NGINX_DIR: path.dirname(NGINX_TEMPLATE),
    KICKOFF_CACHE_DIR: opts.cacheDir,
  };
}

/** rtmp.conf's values for the stack (docker-compose's rtmp service sets the same names). */
export function stackRtmpVars(ingest: StackIngest): Record<string, string> {
  return {
    KICKOFF_RTMP_LISTEN: `127.0.0.1:${STACK_PORTS.rtmp}`,
    // the front door: whichever replica is up takes the callback
    KICKOFF_INGEST_CALLBACK: `http://127.0.0.1:${STACK_PORTS.nginx}`,
    KICKOFF_INGEST_SECRET: ingest.secret,
    KICKOFF_INGEST_DIR: ingest.dir,
  };
}

/** Whether this machine's nginx can run rtmp.conf (apt-get install libnginx-mod-rtmp). */
export const hasRtmpModule = () => existsSync(RTMP_MODULE);

/**
 * nginx's main file, as the nginx image ships it (mime types, sendfile, the site included), with the
 * pid, logs and temp folders inside the stack's folder; room for a few thousand sockets. `rtmp`: the
 * filled rtmp.conf, included in the main context after its module is loaded.
 */
function nginxMainConf(dir: string, site: string, logs: string, rtmp: string | null): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return [
    ...(rtmp ? [`load_module ${RTMP_MODULE};`] : []),
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
    ...(rtmp ? [`include ${rtmp};`] : []),
    '',
  ].join('\n');
}

/**
 * Writes the site (the template filled in), rtmp.conf filled in with `rtmpVars` (unless null) and the
 * main file into `dir`, and checks them with `nginx -t`; returns the arguments that start nginx on them.
 */
export function writeNginxConfig(
  dir: string,
  logs: string,
  vars: Record<string, string>,
  rtmpVars: Record<string, string> | null = null,
) {
  const site = path.join(dir, 'default.conf');
  writeFileSync(site, fillTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), vars));
  const rtmp = rtmpVars ? path.join(dir, 'rtmp.conf') : null;
  if (rtmpVars && rtmp) writeFileSync(rtmp, fillTemplate(readFileSync(RTMP_TEMPLATE, 'utf8'), rtmpVars));
  const main = path.join(dir, 'nginx.conf');
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(main, nginxMainConf(dir, site, logs, rtmp));
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
function buildVersion(dist: string): string {
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

/** Staging's SMS gateway (SMS_WEBHOOK_URL): each `{ phone, text }` POSTed is a line of `file`. */
function startSmsGateway(file: string): Promise<Server> {
  const out = createWriteStream(file, { flags: 'a' });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      try {
        const { phone, text } = JSON.parse(body) as { phone: string; text: string };
        out.write(`${JSON.stringify({ at: new Date().toISOString(), phone, text })}\n`);
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  server.on('close', () => out.end());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(STACK_PORTS.sms, '127.0.0.1', () => resolve(server));
  });
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

/**
 * A process of the stack, known by its pid: output to a log file (never a pipe), so any process
 * holding the stack's state file — the one that started it, or one attached to it — can watch,
 * stop and replace it.
 */
interface Proc {
  pid: number;
  log: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function startProc(
  cmd: string,
  args: string[],
  log: string,
  opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Proc {
  const fd = openSync(log, 'a');
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  // reaped here when this process started it; otherwise its pid is polled
  child.on('exit', () => undefined);
  if (!child.pid) throw new Error(`${cmd} did not start`);
  return { pid: child.pid, log };
}

const tailOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').slice(-4_000) : '');

async function stopProc(p: Proc | null, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (!p || !alive(p.pid)) return;
  process.kill(p.pid, signal);
  const deadline = Date.now() + graceMs;
  while (alive(p.pid)) {
    if (Date.now() > deadline) process.kill(p.pid, 'SIGKILL');
    await pause(50);
  }
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

interface StackServer {
  index: number;
  port: number;
  /** straight to this replica, bypassing nginx */
  url: string;
  running(): boolean;
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
  /**
   * anchors' RTMP ingest (nginx's RTMP module, rtmp.conf): where to push, where nginx writes the HLS;
   * null without the module
   */
  ingest: { rtmpUrl: string; dir: string } | null;
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
  /** stops every process (the SMS stand-in only where the stack was started) */
  stop(): Promise<void>;
}

/** What another process needs to attach to a running stack (`<dir>/state.json`). */
interface StackState {
  dir: string;
  deployDir: string;
  serverEnv: Record<string, string>;
  servers: Array<Proc | null>;
  redis: Proc | null;
  nginx: Proc | null;
  postgres: boolean;
  /** null: nginx runs without the RTMP module */
  ingest: StackIngest | null;
}

const stateFile = (dir: string) => path.join(dir, 'state.json');

/** A handle on the stack whose folder is `state.dir`; every change is written back to its state file. */
function handle(
  state: StackState,
  log: (line: string) => void,
  onStop: () => Promise<void>,
): { stack: Stack; bootstrap: () => Promise<void> } {
  const dir = state.dir;
  const logs = path.join(dir, 'logs');
  const cdnRoot = path.join(dir, 'cdn');
  const pgDir = path.join(dir, 'pg');
  const pgData = path.join(pgDir, 'data');
  const ports = state.servers.map((_, i) => STACK_PORTS.firstServer + i);
  const databaseUrl = `postgres://kickoff@127.0.0.1:${STACK_PORTS.postgres}/postgres`;
  const redisUrl = `redis://127.0.0.1:${STACK_PORTS.redis}`;
  const smsUrl = `http://127.0.0.1:${STACK_PORTS.sms}/sms`;
  const save = () => writeFileSync(stateFile(dir), JSON.stringify(state));
  /** another process attached to the stack may have replaced a process: its state file is the truth */
  const fresh = () => {
    if (existsSync(stateFile(dir)))
      Object.assign(state, JSON.parse(readFileSync(stateFile(dir), 'utf8')) as StackState);
  };
  const bin = pgBin();
  const pgCtl = (args: string[]) => {
    const [c, a] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', pgData, ...args]);
    execFileSync(c, a, { stdio: 'ignore' });
  };

  const exitedWith = (p: Proc) => (alive(p.pid) ? null : `a server exited:\n${tailOf(p.log)}`);
  /** starts replica `index` and waits until it answers /readyz */
  const launch = async (index: number): Promise<Proc> => {
    fresh();
    const port = ports[index]!;
    const env = {
      ...process.env,
      ...stackServerEnv({ port, databaseUrl, redisUrl, smsUrl, ingest: state.ingest }),
      ...state.serverEnv,
    };
    const file = path.join(logs, `server-${index + 1}.log`);
    const started = existsSync(file) ? readFileSync(file).length : 0;
    const p = startProc(process.execPath, ['--import', 'tsx', 'src/main.ts'], file, {
      cwd: path.join(ROOT, 'server'),
      env,
    });
    state.servers[index] = p;
    save();
    // a loaded 2-core machine can take minutes to seed the demo world
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, 300_000, () => exitedWith(p));
    return { ...p, log: `${file}@${started}` };
  };
  /** waits until a replica's start-up work (the demo seeds) is done: its log says so after `@offset` */
  const settled = async (p: Proc) => {
    const [file, offset] = p.log.split('@') as [string, string];
    const deadline = Date.now() + 300_000;
    while (!readFileSync(file).subarray(Number(offset)).toString().includes('KICKOFF_SETTLED')) {
      const why = exitedWith({ pid: p.pid, log: file });
      if (why) throw new Error(why);
      if (Date.now() > deadline) throw new Error(`a server did not settle in 300 s:\n${tailOf(file)}`);
      await pause(100);
    }
  };

  const stack: Stack = {
    url: STACK_ORIGIN,
    wsUrl: `ws://localhost:${STACK_PORTS.nginx}/imserver`,
    dir,
    logs,
    cdnRoot,
    deployDir: state.deployDir,
    databaseUrl,
    redisUrl,
    ingest: state.ingest && { rtmpUrl: `rtmp://127.0.0.1:${STACK_PORTS.rtmp}/live`, dir: state.ingest.dir },
    servers: ports.map((port, index) => ({
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      running: () => {
        fresh();
        return state.servers[index] !== null && alive(state.servers[index]!.pid);
      },
    })),
    async startServer(index) {
      await settled(await launch(index));
      log(`server ${index + 1} on ${ports[index]} (pid ${state.servers[index]?.pid})`);
    },
    async stopServer(index, signal = 'SIGTERM') {
      fresh();
      await stopProc(state.servers[index] ?? null, signal);
      state.servers[index] = null;
      save();
    },
    async startRedis() {
      fresh();
      const file = path.join(logs, 'redis.log');
      const args = ['--port', String(STACK_PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      const p = startProc('redis-server', args, file);
      state.redis = p;
      save();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const up = await new Promise<boolean>((resolve) => {
          const c = connect(STACK_PORTS.redis, '127.0.0.1', () => (c.end(), resolve(true)));
          c.on('error', () => resolve(false));
        });
        if (up) break;
        if (!alive(p.pid)) throw new Error(`redis-server exited:\n${tailOf(file)}`);
        if (Date.now() > deadline) throw new Error(`redis-server did not start:\n${tailOf(file)}`);
        await pause(50);
      }
      log(`redis on ${STACK_PORTS.redis}`);
    },
    async stopRedis() {
      fresh();
      await stopProc(state.redis);
      state.redis = null;
      save();
    },
    startPostgres() {
      fresh();
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
      state.postgres = true;
      save();
      log(`postgres on ${STACK_PORTS.postgres}`);
    },
    stopPostgres() {
      fresh();
      if (!state.postgres) return;
      pgCtl(['-m', 'fast', '-w', 'stop']);
      state.postgres = false;
      save();
    },
    reloadNginx() {
      fresh();
      if (!state.nginx || !alive(state.nginx.pid)) throw new Error('nginx is not running');
      process.kill(state.nginx.pid, 'SIGHUP');
    },
    addRelease(app, version, dist) {
      const folder = path.join(cdnRoot, 'kickoff', app);
      mkdirSync(folder, { recursive: true });
      rmSync(path.join(folder, version), { force: true });
      symlinkSync(path.resolve(dist), path.join(folder, version));
    },
    async stop() {
      fresh();
      await stopProc(state.nginx);
      await Promise.all(state.servers.map((p) => stopProc(p)));
      await stopProc(state.redis);
      await onStop();
      try {
        stack.stopPostgres();
      } catch (err) {
        log(`postgres stop: ${String(err)}`);
      }
      for (const d of ['pg', 'nginx', 'cdn', 'ingest']) rmSync(path.join(dir, d), { recursive: true, force: true });
      rmSync(stateFile(dir), { force: true });
    },
  };

  /** starts everything in order (startStack) */
  const bootstrap = async () => {
    stack.startPostgres();
    await stack.startRedis();
    // the first replica migrates the database and seeds; the others start once it answers
    const first = await launch(0);
    const rest = await Promise.all(ports.slice(1).map((_, i) => launch(i + 1)));
    for (const p of [first, ...rest]) await settled(p);
    ports.forEach((port, i) => log(`server ${i + 1} on ${port} (pid ${state.servers[i]?.pid})`));
    const { args, errorLog } = writeNginxConfig(
      path.join(dir, 'nginx'),
      logs,
      stackNginxVars({
        root: cdnRoot,
        deployDir: state.deployDir,
        serverPorts: ports,
        cacheDir: path.join(dir, 'nginx', 'hls-cache'),
      }),
      state.ingest && stackRtmpVars(state.ingest),
    );
    const n = startProc(NGINX_BIN, [...args, '-g', 'daemon off;'], path.join(logs, 'nginx.log'));
    state.nginx = n;
    save();
    await waitForHttp(`${STACK_ORIGIN}/readyz`, 10_000, () =>
      alive(n.pid) ? null : `nginx exited: ${tailOf(errorLog)}`,
    );
    log(`nginx on ${STACK_ORIGIN}`);
    if (state.ingest) log(`RTMP ingest: ffmpeg … -f flv rtmp://localhost:${STACK_PORTS.rtmp}/live/{stream key}`);
  };
  return { stack, bootstrap };
}

/** Starts the whole topology in a fresh temp folder; `stop()` ends it. */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? (() => undefined);
  const count = opts.servers ?? 2;
  if (count < 1 || count > 6) throw new Error('servers: 1 to 6');
  const deployDir = path.resolve(opts.deployDir ?? DEFAULT_DEPLOY_DIR);
  if (!existsSync(path.join(deployDir, 'staging.json'))) throw new Error(`${deployDir}/staging.json not found`);
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-stack-'));
  // nginx's workers (nobody) read the CDN folder; postgres (its own user) owns its data
  chmodSync(dir, 0o755);
  const logs = path.join(dir, 'logs');
  for (const d of [logs, path.join(dir, 'cdn'), path.join(dir, 'nginx')]) mkdirSync(d, { recursive: true });
  chmodSync(logs, 0o777);
  layOutCdn(path.join(dir, 'cdn'));
  // nginx's workers (nobody) write the anchors' HLS there; every replica reads it
  const ingest = hasRtmpModule() ? { dir: path.join(dir, 'ingest'), secret: randomBytes(16).toString('hex') } : null;
  if (ingest) {
    mkdirSync(ingest.dir);
    chmodSync(ingest.dir, 0o777);
  } else {
    log(`no RTMP ingest: nginx's RTMP module is not installed (${RTMP_MODULE}; apt-get install libnginx-mod-rtmp)`);
  }
  const state: StackState = {
    dir,
    deployDir,
    serverEnv: opts.serverEnv ?? {},
    servers: Array.from({ length: count }, () => null),
    redis: null,
    nginx: null,
    postgres: false,
    ingest,
  };
  writeFileSync(stateFile(dir), JSON.stringify(state));
  const sms = await startSmsGateway(path.join(logs, 'sms.jsonl'));
  const { stack, bootstrap } = handle(state, log, () => new Promise<void>((resolve) => sms.close(() => resolve())));
  try {
    await bootstrap();
    return stack;
  } catch (err) {
    await stack.stop();
    throw err;
  }
}

/**
 * A handle on a stack another process started (its folder, as `pnpm stack up` prints it): the same
 * operations, on its processes by pid. `stop()` stops them all.
 */
export function attachStack(dir: string, log: (line: string) => void = () => undefined): Stack {
  const file = stateFile(dir);
  if (!existsSync(file)) throw new Error(`no running stack in ${dir}`);
  return handle(JSON.parse(readFileSync(file, 'utf8')) as StackState, log, async () => undefined).stack;
}
