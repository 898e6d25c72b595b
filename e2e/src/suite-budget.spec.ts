/**
 * Issue 2 (9): the JavaScript a phone downloads before the host's first page is usable, gzip.
 * The shell (host entry + shared singletons + federation runtime: everything the host origin sends)
 * must stay ≤ 170 KB; each remote's entry and initial chunks are printed beside it.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

const SHELL_BUDGET_KB = 170;

interface Script {
  url: string;
  origin: string;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test('the shell stays within 170 KB gzip; remote entries and initial chunks are printed', async ({ page, hostUrl }) => {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res
        .body()
        .then((body) => ({ url: res.url(), origin: new URL(res.url()).origin, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });

  // /vlive/0 is where / redirects: the host shell plus the video-live remote's first page
  await page.goto(`${hostUrl}/`);
  await expect(page.getByRole('list', { name: '直播间' })).toBeVisible();
  // what arrived by the time the page was usable; later downloads (idle prefetch) are printed apart
  const usableAt = pending.length;
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(pending);
  const scripts = all.slice(0, usableAt).filter((s): s is Script => s !== null);
  const later = all.slice(usableAt).filter((s): s is Script => s !== null);

  const hostOrigin = new URL(hostUrl).origin;
  const shell = scripts.filter((s) => s.origin === hostOrigin);
  const shellBytes = shell.reduce((n, s) => n + s.gzip, 0);
  const byRemote = new Map<string, Script[]>();
  for (const s of scripts.filter((x) => x.origin !== hostOrigin)) byRemote.set(s.origin, [...(byRemote.get(s.origin) ?? []), s]);

  const lines = [`shell (host entry + shared singletons + federation runtime): ${kb(shellBytes)} KB gzip in ${shell.length} files`];
  for (const s of shell) lines.push(`  ${kb(s.gzip).padStart(6)} KB  ${new URL(s.url).pathname}`);
  for (const [origin, list] of byRemote) {
    const total = list.reduce((n, s) => n + s.gzip, 0);
    lines.push(`remote ${origin}: ${kb(total)} KB gzip (entry + initial chunks)`);
    for (const s of list) lines.push(`  ${kb(s.gzip).padStart(6)} KB  ${new URL(s.url).pathname}`);
  }
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  lines.push(`first page total: ${kb(total)} KB gzip`);
  lines.push(`after the page was usable (idle prefetch of other remotes' entries): ${kb(later.reduce((n, s) => n + s.gzip, 0))} KB gzip`);
  for (const s of later) lines.push(`  ${kb(s.gzip).padStart(6)} KB  ${s.url}`);
  console.info(lines.join('\n'));

  expect(shell.length).toBeGreaterThan(0);
  expect(byRemote.size).toBeGreaterThan(0);
  expect(shellBytes / 1024).toBeLessThanOrEqual(SHELL_BUDGET_KB);
});
