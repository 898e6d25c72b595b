/**
 * 发布's promote, abort and rollback over one app and a temporary RELEASES_DIR: only an admin may
 * run them (nothing written, nothing audited for the others); each runs `pnpm remotes` itself and
 * its effect is in the manifest file and the history; a canary that is not there, an unknown remote
 * and a history entry that does not exist are refused in Chinese with the manifest unchanged.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCodes,
  STAFF_PATHS,
  STAFF_RELEASE_PATHS,
  type AuditEntry,
  type Envelope,
  type ReleaseRemote,
  type StaffReleases,
  type StaffRole,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { grantStaffRole } from './roles';

const BASE = 'https://cdn.example.com/kickoff/';
const build = (remote: string, version: string) => ({ url: `${BASE}${remote}/${version}/mf-manifest.json`, version });
const releasesDir = mkdtempSync(path.join(tmpdir(), 'kickoff-release-changes-'));
let t: OpenTestDb;
let app: FastifyInstance;
const token: Record<'fan' | StaffRole, string> = { fan: '', admin: '', editor: '', moderator: '', operator: '' };

type ManifestFile = {
  remotes: Record<string, { version: string; url: string; canary?: { version: string; percent: number } }>;
};
const manifestFile = () => JSON.parse(readFileSync(path.join(releasesDir, 'staging.json'), 'utf8')) as ManifestFile;
/** staging as deployed: news stable 1.0.0 with 1.1.0 at 10 %, scores 2.0.0 without a canary; no history yet */
const startManifest = () => {
  rmSync(path.join(releasesDir, 'staging.history.jsonl'), { force: true });
  writeFileSync(
    path.join(releasesDir, 'staging.json'),
    JSON.stringify({
      env: 'staging',
      remotes: {
        news: { ...build('news', '1.0.0'), prefixes: ['/news'], canary: { ...build('news', '1.1.0'), percent: 10 } },
        scores: { ...build('scores', '2.0.0'), prefixes: ['/scores'] },
      },
    }),
  );
};

beforeAll(async () => {
  t = await openTestDb();
  writeFileSync(path.join(releasesDir, 'staging.policy.json'), JSON.stringify({ allow: [BASE] }));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', WRITE_LIMIT_SCALE: '20' }),
    dataDir: ':memory:',
    releasesDir,
  };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  await app.ready();
  const people: Array<['fan' | StaffRole, string]> = [
    ['admin', '13700000301'],
    ['editor', '13700000302'],
    ['moderator', '13700000303'],
    ['operator', '13700000304'],
    ['fan', '13700000305'],
  ];
  for (const [role, phone] of people) {
    const id = (await insertUser(t.db, phone, 'x', `发布${role}`))!.id;
    if (role !== 'fan') await grantStaffRole(t.db, id, role);
    token[role] = await createSession(t.db, id);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

beforeEach(startManifest);

async function post<T = unknown>(url: string, body: unknown, who: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: who ? { accessToken: who } : {},
    payload: body as object,
  });
  return res.json<Envelope<T>>();
}
const auditLog = async () =>
  (await app.inject({ method: 'GET', url: STAFF_PATHS.audit, headers: { accessToken: token.admin } })).json<
    Envelope<AuditEntry[]>
  >().data;
const history = async () =>
  (
    await app.inject({
      method: 'GET',
      url: `${STAFF_RELEASE_PATHS.releases}?env=staging`,
      headers: { accessToken: token.operator },
    })
  ).json<Envelope<StaffReleases>>().data.history;

test('only an admin may promote, abort or roll back: nothing written, nothing audited for the others', async () => {
  const before = readFileSync(path.join(releasesDir, 'staging.json'), 'utf8');
  const audited = (await auditLog())[0]?.id;
  for (const [url, body] of [
    [STAFF_RELEASE_PATHS.promote, { env: 'staging', remote: 'news' }],
    [STAFF_RELEASE_PATHS.abort, { env: 'staging', remote: 'news' }],
    [STAFF_RELEASE_PATHS.rollback, { env: 'staging', to: 0 }],
  ] as const) {
    expect((await post(url, body, '')).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await post(url, body, token.fan)).code).toBe(ErrorCodes.FORBIDDEN);
    for (const role of ['editor', 'moderator', 'operator'] as const) {
      expect(await post(url, body, token[role])).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '仅管理员可以操作' });
    }
  }
  expect(readFileSync(path.join(releasesDir, 'staging.json'), 'utf8')).toBe(before);
  expect((await auditLog())[0]?.id).toBe(audited);
});

test('promote makes the canary everyone’s build; the manifest, history and audit say so', async () => {
  const promoted = await post<ReleaseRemote>(
    STAFF_RELEASE_PATHS.promote,
    { env: 'staging', remote: 'news' },
    token.admin,
  );
  expect(promoted).toMatchObject({
    code: 200,
    msg: '已转全量：1.1.0',
    data: { name: 'news', version: '1.1.0', canary: null },
  });
  expect(manifestFile().remotes.news).toMatchObject(build('news', '1.1.0'));
  expect(manifestFile().remotes.news!.canary).toBeUndefined();
  expect(manifestFile().remotes.scores!.version).toBe('2.0.0');
  expect((await history()).map((h) => [h.action, h.remote ?? null])).toEqual([
    ['promote', 'news'],
    ['baseline', null],
  ]);
  expect((await auditLog())[0]).toMatchObject({
    action: 'release.promote',
    target: 'release:staging/news',
    before: expect.objectContaining({ version: '1.0.0', canary: expect.objectContaining({ version: '1.1.0' }) }),
    after: expect.objectContaining({ version: '1.1.0', canary: null }),
  });
}, 30_000);

test('abort drops the canary and keeps the stable build', async () => {
  const aborted = await post<ReleaseRemote>(STAFF_RELEASE_PATHS.abort, { env: 'staging', remote: 'news' }, token.admin);
  expect(aborted).toMatchObject({
    code: 200,
    msg: '已撤销灰度，全部回到 1.0.0',
    data: { version: '1.0.0', canary: null },
  });
  expect(manifestFile().remotes.news).toMatchObject(build('news', '1.0.0'));
  expect(manifestFile().remotes.news!.canary).toBeUndefined();
  expect((await auditLog())[0]).toMatchObject({ action: 'release.abort', target: 'release:staging/news' });
}, 30_000);

test('rollback restores the manifest before the latest change, or a numbered entry', async () => {
  await post(STAFF_RELEASE_PATHS.promote, { env: 'staging', remote: 'news' }, token.admin);
  const back = await post<ReleaseRemote[]>(STAFF_RELEASE_PATHS.rollback, { env: 'staging', to: 0 }, token.admin);
  expect(back).toMatchObject({ code: 200, msg: '已回滚' });
  expect(back.data.find((r) => r.name === 'news')).toMatchObject({
    version: '1.0.0',
    canary: { version: '1.1.0', percent: 10 },
  });
  expect(manifestFile().remotes.news).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', percent: 10 } });
  expect((await history())[0]).toMatchObject({ action: 'rollback', restored: 1 });
  expect((await auditLog())[0]).toMatchObject({
    action: 'release.rollback',
    target: 'release:staging',
    before: expect.arrayContaining([expect.objectContaining({ name: 'news', version: '1.1.0' })]),
    after: expect.arrayContaining([expect.objectContaining({ name: 'news', version: '1.0.0' })]),
  });
  // back to entry 2 (the promote's manifest)
  await post(STAFF_RELEASE_PATHS.rollback, { env: 'staging', to: 2 }, token.admin);
  expect(manifestFile().remotes.news).toMatchObject({ version: '1.1.0' });
}, 30_000);

test('a missing canary, an unknown remote or history entry is refused in Chinese; nothing changes', async () => {
  const before = readFileSync(path.join(releasesDir, 'staging.json'), 'utf8');
  const audited = (await auditLog())[0]?.id;
  expect((await post(STAFF_RELEASE_PATHS.promote, { env: 'staging', remote: 'scores' }, token.admin)).msg).toBe(
    'scores 没有进行中的灰度，无法转全量',
  );
  expect((await post(STAFF_RELEASE_PATHS.abort, { env: 'staging', remote: 'scores' }, token.admin)).msg).toBe(
    'scores 没有进行中的灰度，无法撤销灰度',
  );
  expect((await post(STAFF_RELEASE_PATHS.abort, { env: 'staging', remote: 'nope' }, token.admin)).msg).toBe(
    '环境 staging 没有 remote nope（可选：news、scores）',
  );
  expect((await post(STAFF_RELEASE_PATHS.rollback, { env: 'prod', to: 0 }, token.admin)).msg).toBe(
    '没有环境 prod（可选：staging）',
  );
  expect((await post(STAFF_RELEASE_PATHS.rollback, { env: 'staging', to: -1 }, token.admin)).msg).toBe(
    '回滚目标需要历史中的序号',
  );
  expect(await post(STAFF_RELEASE_PATHS.rollback, { env: 'staging', to: 0 }, token.admin)).toMatchObject({
    code: ErrorCodes.PARAM_INVALID,
    msg: '未回滚：环境 staging 没有可回滚的历史',
  });
  expect((await post(STAFF_RELEASE_PATHS.rollback, { env: 'staging', to: 7 }, token.admin)).msg).toBe(
    '未回滚：历史中没有第 7 条',
  );
  expect(readFileSync(path.join(releasesDir, 'staging.json'), 'utf8')).toBe(before);
  expect((await auditLog())[0]?.id).toBe(audited);
}, 30_000);
