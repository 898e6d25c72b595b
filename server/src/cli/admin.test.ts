/**
 * `pnpm admin create`: the first administrator of a deployment, password from stdin; `pnpm admin room`:
 * a studio room for a registered fan, who starts it as its anchor. Both on the server's database.
 */
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import path from 'node:path';
import { COMMUNITY_PATHS, DEFAULT_AES_IV, DEFAULT_AES_KEY, type LoginResult } from '@kickoff/shared/contracts';
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { encryptPassword } from '../test-support/crypto';
import { client } from '../test-support/http';
import { pgliteCopy, type PgliteCopy } from '../test-support/pglite-template';
import { startServer } from '../test-support/server';
import { openDbOf, testDatabase, type TestDatabase } from '../test-support/db';
import type { Db } from '../db/index';
import { adminMain } from './admin-commands';

const SERVER_DIR = path.resolve(__dirname, '../..');
let pgliteDir: PgliteCopy | null = null;
let database: TestDatabase;
let env: Record<string, string>;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The database the in-process runs share, opened once (a PGlite open costs seconds); closed before
 * another process opens the same PGlite folder.
 */
let shared: Promise<Db> | null = null;
async function closeShared(): Promise<void> {
  const db = shared;
  shared = null;
  if (db) await (await db).destroy();
}

/** `pnpm admin …` as a process of its own, as an operator runs it: tsx, the real stdin, exit code. */
async function adminProcess(args: string[], input: string): Promise<Run> {
  await closeShared();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

/** The same command in this process (its exported main, on the same database): no tsx start each time. */
async function admin(args: string[], input: string): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const info = jest.spyOn(console, 'info').mockImplementation((line: string) => void stdout.push(`${line}\n`));
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => void stderr.push(`${line}\n`));
  try {
    const status = await adminMain(args, {
      withDb: async (work) => work(await (shared ??= openDbOf(env))),
      stdin: Readable.from([input]),
    });
    return { status, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    info.mockRestore();
    error.mockRestore();
  }
}

beforeAll(async () => {
  database = await testDatabase();
  // a PGlite folder on disk, a copy of the migrated template (the CLI and the server open it in turn),
  // or the PostgreSQL database
  pgliteDir = database.engine === 'postgres' ? null : await pgliteCopy();
  env = pgliteDir ? { DATA_DIR: pgliteDir.dir } : database.env;
});

afterAll(async () => {
  await closeShared();
  await database.drop();
  pgliteDir?.remove();
});

/**
 * What the server says of an account: whether the password signs in, and whether the admins' queue
 * opens. The last test starts the server once for all of them (a start is the slow part).
 */
async function signIn(api: ReturnType<typeof client>, phone: string, password: string) {
  const login = await api.postForm<LoginResult>('/user/login', {
    phone,
    password: encryptPassword(password, DEFAULT_AES_KEY, DEFAULT_AES_IV),
  });
  if (login.body.code !== 200) return { code: Number(login.body.code) };
  const reports = await api.get(COMMUNITY_PATHS.reports, login.body.data.accessToken);
  return { code: 200, admin: reports.body.code === 200, token: login.body.data.accessToken };
}

test('creates the administrator with the password read from stdin; a second run changes nothing', async () => {
  // the real command, a process of its own reading the piped password
  const res = await adminProcess(['create', '--phone', '13912345678', '--nick', '站长'], 'first-admin-2026\n');
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
  expect(res.stdout).toContain('管理员已创建：13912345678');

  const again = await admin(['create', '--phone', '13912345678'], 'another-pass\n');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('已注册');
}, 240_000);

test('a bad phone or a short password is refused with the rule, and nothing is created', async () => {
  const phone = await admin(['create', '--phone', '12345'], 'first-admin-2026\n');
  expect(phone.status).toBe(2);
  expect(phone.stderr).toContain('11 位手机号');
  const short = await admin(['create', '--phone', '13912345679'], 'abc\n');
  expect(short.status).toBe(2);
  expect(short.stderr).toContain('密码长度');
}, 120_000);

test('a studio room for a registered fan; refused for a stranger, a bad category or twice', async () => {
  const phone = '13912345680';
  expect((await admin(['create', '--phone', phone, '--nick', '老周看球'], 'anchor-pass-2026\n')).status).toBe(0);
  const stranger = await admin(['room', '--phone', '13912345681', '--title', '周末看球'], '');
  expect(stranger.status).toBe(1);
  expect(stranger.stderr).toContain('还没有注册');
  const badCategory = await admin(['room', '--phone', phone, '--title', '周末看球', '--category', '4'], '');
  expect(badCategory.status).toBe(2);
  expect(badCategory.stderr).toContain('--category');

  const made = await admin(['room', '--phone', phone, '--title', '周末看球', '--category', '1'], '');
  expect(made.stderr).toBe('');
  expect(made.status).toBe(0);
  const again = await admin(['room', '--phone', phone, '--title', '另一个'], '');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('已有直播间');
}, 120_000);

test('the server: the admin signs in with the first password, nothing refused exists, the anchor starts', async () => {
  await closeShared();
  const server = await startServer(39931, { ...env, SEED_DEMO: '0' });
  try {
    const api = client(server.url);
    const { token: _wrong, ...wrong } = await signIn(api, '13912345678', 'another-pass');
    expect(wrong).not.toEqual({ code: 200, admin: true });
    const { token: _right, ...right } = await signIn(api, '13912345678', 'first-admin-2026');
    expect(right).toEqual({ code: 200, admin: true });
    expect((await signIn(api, '13912345679', 'abc')).code).not.toBe(200);

    const rooms = (await api.get<LiveRoom[]>('/api/vlive/rooms?category=1')).body.data;
    const room = rooms.find((r) => r.title === '周末看球')!;
    expect(room).toMatchObject({ anchor: { nickName: '老周看球' }, matchId: null });
    const anchor = await signIn(api, '13912345680', 'anchor-pass-2026');
    const started = await api.postJson<LiveRoom>('/api/vlive/room/start', { id: room.id }, anchor.token);
    expect(started.body.data.status).toBe('live');
  } finally {
    await server.stop();
  }
}, 600_000);
