/** Data survives a restart: PGlite in a data folder (or the same PostgreSQL database). */
import { pgliteCopy, type PgliteCopy } from '../test-support/pglite-template';
import { startServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client } from '../test-support/http';
import { encryptPassword } from '../test-support/crypto';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, type LoginResult, type UserInfo } from '@kickoff/shared/contracts';

let dir: PgliteCopy | null = null;
let database: TestDatabase;

beforeAll(async () => {
  database = await testDatabase();
  // a data folder of its own, a copy of the migrated template (no initdb on the first start)
  if (database.engine === 'pglite') dir = await pgliteCopy();
});

afterAll(async () => {
  dir?.remove();
  await database?.drop();
});

test('a change made before a restart is there after it, and the token still works', async () => {
  const env = dir ? { DATA_DIR: dir.dir } : database.env;
  const first = await startServer(39214, env);
  const api1 = client(first.url);
  const login = await api1.postForm<LoginResult>('/user/login', {
    phone: '13800000000',
    password: encryptPassword('kickoff123', DEFAULT_AES_KEY, DEFAULT_AES_IV),
  });
  const token = login.body.data.accessToken;
  expect((await api1.postJson('/user/center/nickname', { nickName: '重启之前' }, token)).body.code).toBe(200);
  expect(await first.stop()).toBe(0);

  const second = await startServer(39214, env);
  try {
    const info = await client(second.url).get<UserInfo>('/user/center/info', token);
    expect(info.body.code).toBe(200);
    expect(info.body.data.nickName).toBe('重启之前');
  } finally {
    await second.stop();
  }
}, 240_000);
