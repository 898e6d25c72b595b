/**
 * `pnpm stack up | down | status | run`: the production topology (ops/src/stack.ts) in the
 * background. `up` starts a supervisor that owns every process and returns once nginx answers;
 * `down` stops it, and it stops them all. `run` is the supervisor in the foreground (Ctrl-C stops).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STACK_PORTS, startStack, type Stack } from './stack';

const STATE = path.join(tmpdir(), `kickoff-stack-${STACK_PORTS.nginx}.json`);
const SUPERVISOR_LOG = path.join(tmpdir(), `kickoff-stack-${STACK_PORTS.nginx}.log`);
const USAGE = `用法: pnpm stack up [--servers N] | down | status | run [--servers N]
  KICKOFF_DEPLOY_DIR  the folder holding staging.json (default deploy/remotes)
  LIVE_SPEED, LIVE_DEMO_EVERY_S … are passed on to the servers`;

interface State {
  pid: number;
  url: string;
  dir: string;
  logs: string;
  servers: number[];
  ready: boolean;
}

function readState(): State | null {
  if (!existsSync(STATE)) return null;
  const state = JSON.parse(readFileSync(STATE, 'utf8')) as State;
  return alive(state.pid) ? state : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Variables of the caller's environment handed to every replica (docs/runbook.md). */
const PASSED_ON = [
  'LIVE_SPEED',
  'LIVE_DEMO_EVERY_S',
  'LIVE_DEMO_FIRST_S',
  'SEED',
  'LOG_LEVEL',
  'RATE_LIMIT_MAX',
  'WRITE_LIMIT_SCALE',
];

function serversArg(argv: string[]): number {
  const i = argv.indexOf('--servers');
  if (i < 0) return 2;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 6) throw new Error('--servers: 1 to 6');
  return n;
}

async function run(argv: string[]): Promise<void> {
  const serverEnv = Object.fromEntries(PASSED_ON.filter((k) => process.env[k]).map((k) => [k, process.env[k]!]));
  let stack: Stack | null = null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.info('stopping the stack');
    await stack?.stop();
    rmSync(STATE, { force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  stack = await startStack({
    servers: serversArg(argv),
    deployDir: process.env.KICKOFF_DEPLOY_DIR,
    serverEnv,
    log: (l) => console.info(l),
  });
  const state: State = {
    pid: process.pid,
    url: stack.url,
    dir: stack.dir,
    logs: stack.logs,
    servers: stack.servers.map((s) => s.port),
    ready: true,
  };
  writeFileSync(STATE, JSON.stringify(state));
  console.info(`stack up at ${stack.url} (logs: ${stack.logs})`);
  // the supervisor stays until a signal stops it (its children's pipes keep it alive too)
  setInterval(() => undefined, 60_000);
}

async function up(argv: string[]): Promise<number> {
  const running = readState();
  if (running) {
    console.info(`already up at ${running.url} (pid ${running.pid}); pnpm stack down stops it`);
    return 0;
  }
  rmSync(STATE, { force: true });
  mkdirSync(path.dirname(SUPERVISOR_LOG), { recursive: true });
  const out = openSync(SUPERVISOR_LOG, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, 'run', ...argv], {
    detached: true,
    stdio: ['ignore', out, out],
    env: process.env,
  });
  child.unref();
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const state = readState();
    if (state?.ready) {
      console.info(readFileSync(SUPERVISOR_LOG, 'utf8').trimEnd());
      console.info(`servers straight: ${state.servers.map((p) => `http://127.0.0.1:${p}`).join(' ')}`);
      return 0;
    }
    if (child.exitCode !== null || !alive(child.pid!)) {
      console.error(`✗ the stack did not start:\n${readFileSync(SUPERVISOR_LOG, 'utf8')}`);
      return 1;
    }
    await pause(250);
  }
  console.error(`✗ the stack did not start in 10 minutes (see ${SUPERVISOR_LOG})`);
  return 1;
}

async function down(): Promise<number> {
  const state = readState();
  if (!state) {
    rmSync(STATE, { force: true });
    console.info('the stack is not running');
    return 0;
  }
  process.kill(state.pid, 'SIGTERM');
  const deadline = Date.now() + 60_000;
  while (alive(state.pid)) {
    if (Date.now() > deadline) {
      console.error(`✗ pid ${state.pid} still running after 60 s`);
      return 1;
    }
    await pause(200);
  }
  console.info(`stack down (logs kept in ${state.logs})`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'up':
      return up(rest);
    case 'down':
      return down();
    case 'status': {
      const state = readState();
      console.info(state ? `up at ${state.url} (pid ${state.pid}, logs ${state.logs})` : 'not running');
      return 0;
    }
    case 'run':
      await run(rest);
      return 0;
    default:
      console.error(USAGE);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0 || process.argv[2] !== 'run') process.exit(code);
  },
  (err: unknown) => {
    console.error(`✗ ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
