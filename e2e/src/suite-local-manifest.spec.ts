/**
 * Issue 11 item 8: the suite as `npm start` runs it serves deploy/remotes/local.json, so
 * `pnpm remotes set --env local scores <url>` changes what the next page load mounts and
 * `pnpm remotes rollback --env local` restores it, with no restart; a hand-broken file is never served.
 * A private suite (its own host and remotes, the global API) on a copy of the deploy folder.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, generatedManifest, startSuite, type Suite } from '@kickoff/ops/src/suite';
import { runRemotesCommand } from '@kickoff/ops/src/remotes-commands';
import { E2E_PORTS, PRIVATE_PORTS } from './support/ports';
import { expect, test } from './support/fixtures';

let dir: string;
let suite: Suite;
const warnings: string[] = [];

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kickoff-local-env-'));
  copyFileSync(path.join(ROOT, 'deploy/remotes/local.policy.json'), path.join(dir, 'local.policy.json'));
  // local.json as ops would keep it for this private suite's ports
  const own = Object.fromEntries(
    Object.entries(PRIVATE_PORTS)
      .filter(([k]) => k !== 'API_PORT' && k !== 'HOST_PORT')
      .map(([k, port]) => [k.replace('_PORT', '').toLowerCase(), `http://localhost:${port}`]),
  );
  writeFileSync(path.join(dir, 'local.json'), JSON.stringify(generatedManifest(own), null, 2));
  suite = await startSuite({
    env: { ...process.env, ...PRIVATE_PORTS },
    noServer: true,
    manifestFile: path.join(dir, 'local.json'),
    warn: (l) => warnings.push(l),
  });
});

test.afterAll(async () => {
  await suite?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ownScores = `http://localhost:${PRIVATE_PORTS.SCORES_PORT}/mf-manifest.json`;
/** the global suite's scores build, on another origin: what a team would try before staging */
const otherScores = `http://localhost:${E2E_PORTS.SCORES_PORT}/mf-manifest.json`;

/**
 * Which of the two scores builds the page load mounted. Other remotes' manifests are left out: the
 * host prefetches them when idle, and one from the previous page load can arrive first.
 */
async function scoresManifestLoaded(page: Page, url: string): Promise<string | undefined> {
  const seen: string[] = [];
  const onRequest = (r: { url(): string }) => {
    if (r.url() === ownScores || r.url() === otherScores) seen.push(r.url());
  };
  page.on('request', onRequest);
  await page.goto(url);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  page.off('request', onRequest);
  return seen[0];
}

const cli = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await runRemotesCommand(argv, { out: (l) => lines.push(l), err: (l) => lines.push(l) }, { dir });
  expect([code, lines]).toEqual([0, expect.any(Array)]);
};

test('remotes set --env local changes the next page load; rollback restores it; a broken file is not served', async ({
  page,
}) => {
  const live = `${suite.hostUrl}/live/hot`;
  expect(await scoresManifestLoaded(page, live)).toBe(ownScores);

  await cli('set', 'scores', otherScores, '--env', 'local');
  expect(await scoresManifestLoaded(page, live)).toBe(otherScores);

  await cli('rollback', '--env', 'local');
  expect(await scoresManifestLoaded(page, live)).toBe(ownScores);

  // a hand edit that breaks the file: the CLI refuses to work on it, and the host keeps the last good one
  const good = readFileSync(path.join(dir, 'local.json'), 'utf8');
  writeFileSync(path.join(dir, 'local.json'), good.replace(`"env": "local"`, `"env": "local",,`));
  const quiet = { out: () => {}, err: () => {} };
  await expect(runRemotesCommand(['set', 'scores', otherScores, '--env', 'local'], quiet, { dir })).rejects.toThrow(
    /格式不正确/,
  );
  const served = await (await fetch(`${suite.hostUrl}/remotes.json`)).json();
  expect(served).toEqual(JSON.parse(good));
  expect(warnings.join('\n')).toMatch(/still serving the last good manifest/);
  expect(await scoresManifestLoaded(page, live)).toBe(ownScores);
});
