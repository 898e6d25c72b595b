/**
 * Issue 18 (1): a remote's standalone page takes no API or socket address from its URL in a
 * production build. A crafted `?api=…&ws=…` link must reach nothing but the page's own origin,
 * else it sends the fan's `accessToken` header or `{t:'auth', token}` to whoever wrote the link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, portOf } from '@kickoff/ops/src/apps';
import { E2E_PORTS } from './support/ports';
import { expect, test } from './support/fixtures';

const ROOT = path.resolve(__dirname, '../..');
// nothing listens there; the test only looks at whether the page tries
const CRAFTED = '127.0.0.77:9';
const crafted = `?api=${encodeURIComponent(`http://${CRAFTED}`)}&ws=${encodeURIComponent(`ws://${CRAFTED}/imserver`)}`;

for (const remote of REMOTES) {
  test(`${remote.name}: a crafted ?api=/?ws= link on the production standalone page reaches no other host`, async ({
    page,
  }) => {
    const origin = `http://localhost:${portOf(remote, E2E_PORTS)}`;
    const elsewhere: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).host !== new URL(origin).host) elsewhere.push(req.url());
    });
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).host !== new URL(origin).host) elsewhere.push(ws.url());
    });
    // the standalone page boots with the crafted query, then opens its first page (which calls the API)
    await page.goto(`${origin}/${crafted}`);
    await page.getByRole('link').first().click();
    await page.waitForLoadState('networkidle');
    // an absence (no request elsewhere) can only be watched for a while: a second past network idle
    await page.waitForTimeout(1000);
    expect(elsewhere).toEqual([]);
  });
}

test('no production build of a remote reads ?api= or ?ws=', () => {
  for (const remote of REMOTES) {
    const dist = path.join(ROOT, remote.dir, 'dist');
    const scripts = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      // how the development bootstrap reads them (`params.get('api')`), in any quoting
      expect([file, /\.get\(\s*["'`](api|ws)["'`]\s*\)/.test(text)]).toEqual([file, false]);
    }
  }
});
