/**
 * Starts the real server (`tsx src/main.ts`) as a child process for a test file and stops it with
 * SIGTERM, as production would. Tests talk to it over HTTP and WebSocket only.
 */
import { DEFAULT_ORIGINS } from '../config';
import { TEST_SEED_PASSWORD } from './http';
import { pgliteCopy } from './pglite-template';
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(__dirname, '../..');

export interface RunningServer {
  url: string;
  wsUrl: string;
  port: number;
  process: ChildProcess;
  /** stderr + stdout so far (for failure messages) */
  output(): string;
  /** resolves with the output once it contains `text` (KICKOFF_SETTLED: the start-up seeds are done) */
  waitForOutput(text: string, timeoutMs?: number): Promise<string>;
  /** SIGTERM; resolves with the exit code */
  stop(): Promise<number | null>;
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // a fresh database (':memory:', the default) is a copy of the migrated template: the same empty
  // database a first start makes, without PGlite's seconds of initdb
  const fresh = !env.DATABASE_URL && (env.DATA_DIR ?? ':memory:') === ':memory:' ? await pgliteCopy() : null;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_WS_PORT: String(port),
      // rooms' pictures are encoded once per machine, shared by every test server (as with ':memory:')
      VLIVE_MEDIA_DIR: path.join(tmpdir(), 'kickoff-vlive-media'),
      // the default origins, named: a production start on PostgreSQL (a deployment) must name them
      ALLOWED_ORIGINS: DEFAULT_ORIGINS.join(','),
      // seeded accounts share the tests' password (one scrypt for all of them); production refuses one
      ...(env.NODE_ENV === 'production' ? {} : { SEED_PASSWORD: TEST_SEED_PASSWORD }),
      ...env,
      ...(fresh ? { DATA_DIR: fresh.dir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      fresh?.remove();
      resolve(code);
    }),
  );
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // a server that never listened is not left running beside the next test
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 120 s:\n${out}`));
    }, 120_000);
    const check = () => {
      if (out.includes('KICKOFF_LISTENING')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/imserver`,
    port,
    process: child,
    output: () => out,
    waitForOutput(text, timeoutMs = 120_000) {
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${text}" in ${timeoutMs} ms:\n${out}`)), timeoutMs);
        const check = () => {
          if (!out.includes(text)) return;
          clearTimeout(timer);
          child.stdout?.off('data', check);
          resolve(out);
        };
        child.stdout?.on('data', check);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves once the server has printed `text` (its stdout reaches the test a moment after its answers). */
export async function printed(server: RunningServer, text: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > until) throw new Error(`the server did not print ${text}:\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
