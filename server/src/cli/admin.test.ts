/**
 * `pnpm admin create`: the first administrator of a deployment, password from stdin; `pnpm admin room`:
 * a studio room for a registered fan, who starts it as its anchor. Both on the server's database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMUNITY_PATHS, DEFAULT_AES_IV, DEFAULT_AES_KEY, type LoginResult } from '@kickoff/shared/contracts';
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { encryptPassword } from '../test-support/crypto';
import { client } from '../test-support/http';
import { startServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';

const SERVER_DIR = path.resolve(__dirname, '../..');
let dataDir: string;
let database: TestDatabase;
let env: Record<string, string>;

function admin(args: string[], input: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
    // a fresh PGlite folder is migrated first; a loaded machine takes its time
    timeout: 240_000,
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kickoff-admin-'));
  database = await testDatabase();
  // a PGlite folder on disk (the CLI and this test are two processes), or the PostgreSQL database
  env = database.engine === 'postgres' ? database.env : { DATA_DIR: dataDir };
});

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * What the server says of each account: whether the password signs in, and whether the admins'
 * queue opens. One server start for all of them (a start migrates and seeds: the slow part).
 */
async function signIn(
  ...tries: Array<[phone: string, password: string]>
): Promise<Array<{ code: number; admin?: boolean }>> {
  const server = await startServer(39931, env);
  try {
    const api = client(server.url);
    const answers: Array<{ code: number; admin?: boolean }> = [];
    for (const [phone, password] of tries) {
      const login = await api.postForm<LoginResult>('/user/login', {
        phone,
        password: encryptPassword(password, DEFAULT_AES_KEY, DEFAULT_AES_IV),
      });
      if (login.body.code !== 200) {
        answers.push({ code: Number(login.body.code) });
        continue;
      }
      const reports = await api.get(COMMUNITY_PATHS.reports, login.body.data.accessToken);
      answers.push({ code: 200, admin: reports.body.code === 200 });
    }
    return answers;
  } finally {
    await server.stop();
  }
}

test('creates the administrator with the password read from stdin; a second run changes nothing', async () => {
  const res = admin(['create', '--phone', '13912345678', '--nick', '站长'], 'first-admin-2026\n');
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
  expect(res.stdout).toContain('管理员已创建：13912345678');

  const again = admin(['create', '--phone', '13912345678'], 'another-pass\n');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('已注册');
  const [wrong, right] = await signIn(['13912345678', 'another-pass'], ['13912345678', 'first-admin-2026']);
  expect(wrong).not.toEqual({ code: 200, admin: true });
  expect(right).toEqual({ code: 200, admin: true });
}, 600_000);

test('a bad phone or a short password is refused with the rule, and nothing is created', async () => {
  const phone = admin(['create', '--phone', '12345'], 'first-admin-2026\n');
  expect(phone.status).toBe(2);
  expect(phone.stderr).toContain('11 位手机号');
  const short = admin(['create', '--phone', '13912345679'], 'abc\n');
  expect(short.status).toBe(2);
  expect(short.stderr).toContain('密码长度');
  expect((await signIn(['13912345679', 'abc']))[0]!.code).not.toBe(200);
}, 600_000);

test('a studio room for a registered fan, who starts it as its anchor; refused for a stranger or twice', async () => {
  const phone = '13912345680';
  expect(admin(['create', '--phone', phone, '--nick', '老周看球'], 'anchor-pass-2026\n').status).toBe(0);
  const stranger = admin(['room', '--phone', '13912345681', '--title', '周末看球'], '');
  expect(stranger.status).toBe(1);
  expect(stranger.stderr).toContain('还没有注册');
  const badCategory = admin(['room', '--phone', phone, '--title', '周末看球', '--category', '4'], '');
  expect(badCategory.status).toBe(2);
  expect(badCategory.stderr).toContain('--category');

  const made = admin(['room', '--phone', phone, '--title', '周末看球', '--category', '1'], '');
  expect(made.stderr).toBe('');
  expect(made.status).toBe(0);
  const again = admin(['room', '--phone', phone, '--title', '另一个'], '');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('已有直播间');

  const server = await startServer(39931, env);
  try {
    const api = client(server.url);
    const rooms = (await api.get<LiveRoom[]>('/api/vlive/rooms?category=1')).body.data;
    const room = rooms.find((r) => r.title === '周末看球')!;
    expect(room).toMatchObject({ anchor: { nickName: '老周看球' }, matchId: null });
    const login = await api.postForm<LoginResult>('/user/login', {
      phone,
      password: encryptPassword('anchor-pass-2026', DEFAULT_AES_KEY, DEFAULT_AES_IV),
    });
    const started = await api.postJson<LiveRoom>('/api/vlive/room/start', { id: room.id }, login.body.data.accessToken);
    expect(started.body.data.status).toBe('live');
  } finally {
    await server.stop();
  }
}, 600_000);
