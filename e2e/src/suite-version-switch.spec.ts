/**
 * Issue 2 (3): the host compiles in no remote URL. One host build, two releases of the account
 * remote in versioned folders; switching remotes.json and reloading shows the other release.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, portOf } from '@kickoff/ops/src/apps';
import type { RemotesManifest } from '@kickoff/ops/src/manifest';
import { startStaticServer, type RunningServer } from '@kickoff/ops/src/static-server';
import { generatedManifest, ROOT, startSuite, type Suite } from '@kickoff/ops/src/suite';
import { expect, test } from './support/fixtures';
import { PRIVATE_PORTS } from './support/ports';

const RELEASES = path.join(__dirname, '../output/releases');
// any free port: the release URLs are built from the server's own address
const CDN_PORT = 0;
const env = { ...process.env, ...PRIVATE_PORTS };

let cdn: RunningServer;
let suite: Suite;
let current: RemotesManifest;

function release(version: string): RemotesManifest {
  const base = generatedManifest(
    Object.fromEntries(REMOTES.map((r) => [r.name, `http://localhost:${portOf(r, env)}`])),
    'e2e',
  );
  const account = base.remotes.account!;
  return {
    ...base,
    remotes: {
      ...base.remotes,
      account: { ...account, version, url: `${cdn.url}/account/${version}/mf-manifest.json` },
    },
  };
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const version of ['1.0.0', '2.0.0']) {
    execFileSync('pnpm', ['--filter', '@kickoff/remote-account', 'build'], {
      cwd: ROOT,
      env: { ...process.env, KICKOFF_VERSION: version, KICKOFF_OUT_DIR: path.join(RELEASES, 'account', version) },
      stdio: 'pipe',
    });
  }
  cdn = await startStaticServer({ root: RELEASES, port: CDN_PORT, cors: true });
  current = release('1.0.0');
  suite = await startSuite({ env, noServer: true, manifest: () => current });
});

test.afterAll(async () => {
  await suite?.close();
  await cdn?.close();
});

test('switching remotes.json between two releases changes what the same host build mounts', async ({
  page,
  consoleErrors,
}) => {
  const hostEntry = readFileSync(path.join(ROOT, 'host/dist/index.html'), 'utf8');
  const manifestsLoaded: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) manifestsLoaded.push(r.url());
  });

  await page.goto(`${suite.hostUrl}/user`);
  await expect(page.getByText('当前版本 v1.0.0')).toBeVisible();
  expect(manifestsLoaded).toContain(`${cdn.url}/account/1.0.0/mf-manifest.json`);

  current = release('2.0.0');
  await page.reload();
  await expect(page.getByText('当前版本 v2.0.0')).toBeVisible();
  expect(manifestsLoaded).toContain(`${cdn.url}/account/2.0.0/mf-manifest.json`);

  current = release('1.0.0');
  await page.reload();
  await expect(page.getByText('当前版本 v1.0.0')).toBeVisible();

  // the host was not rebuilt in between
  expect(readFileSync(path.join(ROOT, 'host/dist/index.html'), 'utf8')).toBe(hostEntry);
  expect(consoleErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
