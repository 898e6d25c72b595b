/**
 * Starts the composed suite from production builds: the API/WebSocket server, the host and each
 * remote on its own origin, with remotes.json and app-config.json served beside the host's
 * index.html. The host's origin also answers the API and the socket (a reverse proxy), so the
 * client's API bases are relative and the suite works from any host name or LAN address.
 * Used by `pnpm start` and by the end-to-end tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST, REMOTES, SERVER_PORT, portOf } from './apps';
import { createApiProxy } from './api-proxy';
import { preloadsFromApi, startStaticServer, type RunningServer } from './static-server';
import { type RemotesManifest } from './manifest';
import { forPageHost, manifestFromFile } from './served-manifest';
import { manifestForVisitor } from './canary';
import { entryIntegrities } from './entry-integrity';
import {
  baseHeaders,
  CSP_REPORT_PATH,
  hostCsp,
  isServiceWorker,
  isTls,
  remoteCsp,
  reportUriFor,
  serviceWorkerCsp,
} from './security-headers';

export const ROOT = path.resolve(__dirname, '../..');

export interface SuiteOptions {
  env?: NodeJS.ProcessEnv;
  /** extra env for the API server (LIVE_SPEED, SEED, DATA_DIR …) */
  serverEnv?: Record<string, string>;
  /** override which build folder a remote is served from (default <remote>/dist) */
  remoteRoots?: Record<string, string>;
  /** a manifest to serve instead of the generated one; re-read on every request */
  manifest?: () => RemotesManifest;
  /** serve this manifest file (e.g. deploy/remotes/local.json), re-read per request, last good kept */
  manifestFile?: string;
  /** where the static servers listen (default 0.0.0.0: phones on the LAN too) */
  listenHost?: string;
  /** skip starting the API server (a test that only needs the front ends) */
  noServer?: boolean;
  /**
   * wait until the server's start-up seeds are done (it prints KICKOFF_SETTLED), not only until it
   * answers: tests that count what a fresh world holds (a fan's unread notices) then see all of it
   */
  settled?: boolean;
  log?: (line: string) => void;
  /** warnings and errors (a malformed manifest, the API unreachable through the proxy) */
  warn?: (line: string) => void;
}

export interface Suite {
  hostUrl: string;
  apiUrl: string;
  remoteUrls: Record<string, string>;
  statics: Record<string, RunningServer>;
  /** stop one remote's server (to test failure isolation) */
  stopRemote(name: string): Promise<void>;
  /** start it again on the same port */
  startRemote(name: string): Promise<void>;
  stopServer(): Promise<void>;
  /** the API server's process id while it runs (the bench reads its CPU time) */
  serverPid(): number | undefined;
  startServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The manifest a suite on generated ports serves: each remote where it listens, with the
 * integrities of the build folder it is served from (when given), as `pnpm remotes set` records them.
 */
export function generatedManifest(
  remoteUrls: Record<string, string>,
  envName = 'local',
  roots: Record<string, string> = {},
): RemotesManifest {
  const remotes: RemotesManifest['remotes'] = {};
  for (const r of REMOTES) {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, r.dir, 'package.json'), 'utf8')) as { version: string };
    const root = roots[r.name];
    remotes[r.name] = {
      url: `${remoteUrls[r.name]}/mf-manifest.json`,
      version: pkg.version,
      prefixes: r.prefixes,
      ...(root ? entryIntegrities(root) : {}),
    };
  }
  return { env: envName, remotes };
}

/**
 * Where the API listens and whom it believes about the client's address. Fans reach the API only
 * through the host's proxy (relative API bases): it listens on loopback, and trusts exactly one hop
 * — the proxy's — for X-Forwarded-For, so it counts each fan by the address the proxy saw, and
 * whatever a client wrote in its own X-Forwarded-For is left of that hop and ignored. With
 * API_PUBLIC_URL clients call the API directly: it listens on every interface and trusts loopback
 * peers only (the host's proxy).
 */
export function apiServerAddressEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return env.API_PUBLIC_URL ? { TRUST_PROXY: 'loopback' } : { HOST: 'localhost', TRUST_PROXY: '1' };
}

function withTimeout(promise: Promise<void>, ms: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = new Error(`HTTP ${res.status}`);
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(last)}`);
}

export async function startSuite(opts: SuiteOptions = {}): Promise<Suite> {
  const env = opts.env ?? process.env;
  const log = opts.log ?? (() => {});
  const warn = opts.warn ?? log;
  const listenHost = opts.listenHost ?? '0.0.0.0';
  const apiPort = portOf(SERVER_PORT, env);
  const apiUrl = `http://localhost:${apiPort}`;
  const statics: Record<string, RunningServer> = {};
  const remoteUrls: Record<string, string> = {};
  const remoteRoots: Record<string, string> = {};
  const hostPort = portOf(HOST, env);
  const hostOrigin = `http://localhost:${hostPort}`;

  let server: ChildProcess | null = null;
  const startServer = async () => {
    const origins = [hostOrigin, 'http://localhost:8096', ...REMOTES.map((r) => `http://localhost:${portOf(r, env)}`)];
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'server'),
      env: {
        ...env,
        // `npm start` serves in production mode: no /dev/* routes, no outbox; tests opt back in
        // with serverEnv { NODE_ENV: 'test', DEV_ROUTES: '1' }
        NODE_ENV: 'production',
        // the demo keeps Swagger at /docs (a deployment leaves API_DOCS unset: off)
        API_DOCS: env.API_DOCS ?? '1',
        PORT: String(apiPort),
        ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? origins.join(','),
        ...apiServerAddressEnv(env),
        ...opts.serverEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc = server;
    const settled = new Promise<void>((resolve, reject) => {
      let tail = '';
      proc.stdout?.on('data', (d: Buffer) => {
        tail = (tail + d.toString()).slice(-4096);
        if (tail.includes('KICKOFF_SETTLED')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`the server exited (${code}) during its start`)));
    });
    settled.catch(() => undefined);
    server.stdout?.on('data', (d: Buffer) => log(`[server] ${d.toString().trimEnd()}`));
    server.stderr?.on('data', (d: Buffer) => log(`[server] ${d.toString().trimEnd()}`));
    // a loaded 2-core CI machine can take a minute to start PGlite and the engine
    await waitFor(`${apiUrl}/readyz`, 120_000);
    if (opts.settled) await withTimeout(settled, 120_000, 'the server did not settle its start-up seeds in 120 s');
  };
  const stopServer = async () => {
    const proc = server;
    server = null;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
      setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
    });
  };

  // a remote's standalone page is not on the API's origin: its reports go to the API directly
  const remoteReportUri = `${env.API_PUBLIC_URL ?? apiUrl}${CSP_REPORT_PATH}`;
  const startRemote = async (name: string) => {
    const r = REMOTES.find((x) => x.name === name);
    if (!r) throw new Error(`unknown remote ${name}`);
    const root = opts.remoteRoots?.[name] ?? path.join(ROOT, r.dir, 'dist');
    statics[name] = await startStaticServer({
      root,
      port: portOf(r, env),
      host: listenHost,
      cors: true,
      warn,
      headers: (req) => ({ ...baseHeaders(isTls(req)), 'Content-Security-Policy': remoteCsp(remoteReportUri) }),
    });
    remoteUrls[name] = statics[name].url;
    remoteRoots[name] = root;
  };
  const stopRemote = async (name: string) => {
    await statics[name]?.close();
    delete statics[name];
  };

  try {
    if (!opts.noServer) await startServer();
    for (const r of REMOTES) await startRemote(r.name);
    const fromFile = opts.manifestFile ? manifestFromFile(opts.manifestFile, warn) : null;
    const manifest =
      opts.manifest ??
      (fromFile ? () => fromFile.current() : () => generatedManifest(remoteUrls, 'local', remoteRoots));
    // no good manifest at all (a broken local.json from the start): the page still loads, to show
    // its error screen, under a policy that allows no remote origin
    const manifestOrNone = (): RemotesManifest => {
      try {
        return manifest();
      } catch {
        return { env: 'none', remotes: {} };
      }
    };
    // relative bases: the host's origin proxies the API; API_PUBLIC_URL points fans at a separate API origin
    const apiBase = env.API_PUBLIC_URL ?? '';
    statics.host = await startStaticServer({
      root: path.join(ROOT, HOST.dir, 'dist'),
      port: hostPort,
      host: listenHost,
      spa: true,
      proxy: createApiProxy({ target: `http://127.0.0.1:${apiPort}`, warn }),
      warn,
      headers: (req) => ({
        ...baseHeaders(isTls(req)),
        'Content-Security-Policy': isServiceWorker(req)
          ? serviceWorkerCsp(reportUriFor(apiBase))
          : hostCsp({
              manifest: forPageHost(manifestOrNone(), req.headers.host),
              pageHost: req.headers.host,
              tls: isTls(req),
              apiBase,
            }),
      }),
      // the first paints' preloads are of the API the client calls
      firstPaintHtml: apiBase ? (html) => preloadsFromApi(html, apiBase) : undefined,
      dynamic: {
        '/remotes.json': (req) => manifestForVisitor(forPageHost(manifest(), req.headers.host), req.headers.cookie),
        '/app-config.json': () => JSON.stringify({ mainBase: apiBase, liveBase: apiBase, imBase: apiBase }),
      },
    });
  } catch (e) {
    await Promise.all(Object.values(statics).map((s) => s.close()));
    await stopServer();
    throw e;
  }

  return {
    hostUrl: statics.host.url,
    apiUrl,
    remoteUrls,
    statics,
    stopRemote,
    startRemote,
    stopServer,
    serverPid: () => server?.pid,
    startServer,
    async close() {
      await Promise.all(Object.values(statics).map((s) => s.close()));
      await stopServer();
    },
  };
}
