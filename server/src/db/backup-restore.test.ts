/**
 * The runbook's backup and restore (docs/runbook.md §6), for real: pg_dump of a database with
 * accounts and money in it, pg_restore into a new empty database, and a server started on the copy
 * (seeding nothing) signs the fan in with the same balance. PostgreSQL pass only (TEST_DATABASE_URL).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, type LoginResult, type WalletSummary } from '@kickoff/shared/contracts';
import { encryptPassword } from '../test-support/crypto';
import { client } from '../test-support/http';
import { startServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

function pgTool(name: string): string {
  const base = '/usr/lib/postgresql';
  const found = readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(base, v, 'bin', name))
    .find((p) => existsSync(p));
  if (!found) throw new Error(`${name} not found under ${base}`);
  return found;
}

describeOnPostgres('backup and restore', () => {
  let original: TestDatabase;
  let restored: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    original = await testDatabase();
    restored = await testDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'kickoff-backup-'));
  });

  afterAll(async () => {
    await original?.drop();
    await restored?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('pg_dump, pg_restore into an empty database, and a server on the copy serves the same fan', async () => {
    const password = encryptPassword('kickoff123', DEFAULT_AES_KEY, DEFAULT_AES_IV);
    const seeded = await startServer(39933, { ...original.env, SEED_DEMO: '1' });
    let coin: number;
    try {
      const api = client(seeded.url);
      const login = await api.postForm<LoginResult>('/user/login', { phone: '13800000000', password });
      expect(login.body.code).toBe(200);
      coin = (await api.get<WalletSummary>('/user/wallet', login.body.data.accessToken)).body.data.coin;
    } finally {
      await seeded.stop();
    }

    const dump = path.join(dir, 'kickoff.dump');
    execFileSync(pgTool('pg_dump'), ['--format=custom', `--file=${dump}`, original.env.DATABASE_URL!]);
    execFileSync(pgTool('pg_restore'), ['--no-owner', `--dbname=${restored.env.DATABASE_URL!}`, dump]);

    const copy = await startServer(39933, { ...restored.env, SEED_DEMO: '0' });
    try {
      const api = client(copy.url);
      const login = await api.postForm<LoginResult>('/user/login', { phone: '13800000000', password });
      expect(login.body.code).toBe(200);
      const wallet = await api.get<WalletSummary>('/user/wallet', login.body.data.accessToken);
      expect(wallet.body.data.coin).toBe(coin);
    } finally {
      await copy.stop();
    }
  }, 300_000);
});
