/**
 * Expert tips at phone size on a private suite whose engine plays fast (LIVE_SPEED=1200: a match in
 * about five seconds; a demo kick-off every minute): a registered fan applies (审核中 until the desk
 * approves it) and publishes a paid
 * tip on the next match from /proposal/matchList; the demo fan sees its pick only after buying it
 * (balance drops once; a second purchase is refused); following from the expert home (plat 1) and
 * unfollowing from the attention list (plat 3) flip the flag only after the server's answer; when
 * the engine ends the match the tip settles and the expert enters the rank.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSuite, type Suite } from '@kickoff/ops/src/suite';
import { STAFF_EXPERT_PATHS } from '@kickoff/shared/contracts';
import { E2E_SEED_PASSWORD, PRIVATE_PORTS } from './support/ports';
import { test, expect } from './support/fixtures';
import { apiLogin, loginContext } from './host-helpers';
import { call, registerFan } from './messaging-helpers';

// the few fields of shared/src/contracts/tips.ts this spec reads (e2e does not depend on shared)
interface TipMatchPage {
  list: { id: number; home: string; away: string; ot: number }[];
}
interface RecommendationDetail {
  result: number;
}
interface ExpertRankPage {
  list: { expert: { id: number }; record: { total: number } }[];
}

const API_PORT = '39840';
let suite: Suite;
let dataDir: string;
let author: { token: string; userId: number };
let tipId = 0;
let matchOt = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'kickoff-tips-'));
  suite = await startSuite({
    env: { ...process.env, ...PRIVATE_PORTS, API_PORT },
    // the demo fan's lived-in world (tips bought, gifts given) is written before the balances are read
    settled: true,
    serverEnv: {
      DATA_DIR: dataDir,
      LIVE_SPEED: '1200',
      LIVE_DEMO_EVERY_S: '60',
      SEED: '20261125',
      NODE_ENV: 'test',
      DEV_ROUTES: '1',
      // the news desk 13800000100 (an admin) approves the author's application to become an expert
      SEED_PASSWORD: E2E_SEED_PASSWORD,
    },
  });
  author = await registerFan(suite.apiUrl, `136${String(Date.now()).slice(-8)}`);
});
test.afterAll(async () => {
  await suite?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: `output/screenshots/tips-${name}.png` });

async function coins(token: string): Promise<number> {
  return (await call<{ coin: number }>(suite.apiUrl, '/user/wallet', token)).coin;
}

test('a fan applies, then publishes a paid tip on the next match from the match list', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(40_000);
  await context.addCookies([{ name: 'token', value: author.token, url: suite.hostUrl }]);
  // the soonest match still 20 s or more from kick-off (a demo kick-off comes every minute)
  let soonest: TipMatchPage['list'][number] | undefined;
  await expect
    .poll(
      async () => {
        const list = (await call<TipMatchPage>(suite.apiUrl, '/tj/expert/match/list', '', { page: 1, size: 50 })).list;
        soonest = list.filter((m) => m.ot > Date.now() / 1000 + 20).sort((a, b) => a.ot - b.ot)[0];
        return soonest && soonest.ot < Date.now() / 1000 + 90;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  matchOt = soonest!.ot;
  await page.goto(`${suite.hostUrl}/proposal/matchList`);
  await page.getByRole('button', { name: '申请专家' }).click();
  await expect(page.getByRole('button', { name: '审核中' })).toBeDisabled();
  // a moderator (here the desk, an admin) approves it in the console's 专家 page: the same call
  const desk = await apiLogin(suite.apiUrl, '13800000100', E2E_SEED_PASSWORD);
  const pending = await call<{ userId: number; version: number }[]>(
    suite.apiUrl,
    STAFF_EXPERT_PATHS.applications,
    desk.token,
  );
  const mine = pending.find((a) => a.userId === author.userId)!;
  const decision = { userId: mine.userId, version: mine.version, approve: true, reason: '' };
  await call(suite.apiUrl, STAFF_EXPERT_PATHS.decide, desk.token, decision);
  await page.reload();
  await expect(page.getByTestId('tip-match').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /申请专家|审核中/ })).toHaveCount(0);
  const row = page.getByTestId('tip-match').filter({ hasText: `${soonest!.home} VS ${soonest!.away}` });
  await row.getByRole('button', { name: '发方案' }).click();
  const form = page.getByRole('region', { name: '发布方案' });
  await form.getByRole('radiogroup', { name: '推荐选项' }).getByRole('radio').first().click();
  await form.getByLabel(/标题/).fill('这是一个超过了十五个字长度的方案标题');
  await form.getByLabel('分析').fill('主队状态正佳，客队连续客场作战体能下滑，看好主队。');
  await form.getByRole('radiogroup', { name: '价格' }).getByRole('radio', { name: '18金币' }).click();
  await form.getByRole('button', { name: '发布方案' }).click();
  await expect(form.getByRole('alert')).toHaveText('标题最多15个字');
  await form.getByLabel(/标题/).fill('主队稳胆');
  await shot(page, 'publish');
  await form.getByRole('button', { name: '发布方案' }).click();
  await page.waitForURL(/\/proposal\/detail\?id=\d+/);
  tipId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('tip-pick')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a paid tip shows its pick only after purchase; the balance drops once', async ({ page, context }) => {
  test.setTimeout(30_000);
  const demo = await loginContext(context, suite.hostUrl, suite.apiUrl);
  const before = await coins(demo.token);
  await page.goto(`${suite.hostUrl}/proposal/detail?id=${tipId}`);
  await expect(page.getByRole('button', { name: '18金币 购买' })).toBeVisible();
  await expect(page.getByTestId('tip-pick')).toHaveCount(0);
  await expect(page.getByText('主队状态正佳')).toHaveCount(0);
  await shot(page, 'detail-locked');
  await page.getByRole('button', { name: '18金币 购买' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认购买' }).click();
  await expect(page.getByTestId('tip-pick')).toBeVisible();
  await expect(page.getByText('主队状态正佳')).toBeVisible();
  await shot(page, 'detail-bought');
  expect(await coins(demo.token)).toBe(before - 18);
  await expect(call(suite.apiUrl, '/tj/expert/buy', demo.token, { id: tipId })).rejects.toThrow('您已购买过该方案');
  expect(await coins(demo.token)).toBe(before - 18);
});

test('follow from the expert home (plat 1), unfollow from the attention list (plat 3)', async ({ page, context }) => {
  test.setTimeout(30_000);
  await loginContext(context, suite.hostUrl, suite.apiUrl);
  const plats: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/tj/expert/follow')) plats.push((r.postDataJSON() as { plat: number }).plat);
  });
  await page.goto(`${suite.hostUrl}/user/authorHome?id=${author.userId}`);
  await page.getByRole('button', { name: '+ 关注' }).click();
  await expect(page.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('粉丝 1')).toBeVisible();
  await shot(page, 'author-home');
  await page.goto(`${suite.hostUrl}/proposal/rank/attention`);
  const row = page.getByTestId('expert-row').filter({ has: page.locator(`a[href$="id=${author.userId}"]`) });
  await expect(row).toBeVisible();
  const count = await page.getByTestId('expert-row').count();
  await row.getByRole('button', { name: '已关注' }).click();
  await expect(page.getByTestId('expert-row')).toHaveCount(count - 1);
  expect(plats).toEqual([1, 3]);
});

test('the engine ends the match: the tip settles and the expert enters the rank', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await expect
    .poll(
      async () =>
        (await call<RecommendationDetail>(suite.apiUrl, `/tj/recommend/detail/${tipId}`, author.token)).result,
      {
        timeout: Math.max(20_000, (matchOt - Date.now() / 1000) * 1000 + 30_000),
        intervals: [1000],
      },
    )
    .not.toBe(0);
  const ranks = await call<ExpertRankPage>(suite.apiUrl, '/tj/expert/pc/experts', '', { page: 1, size: 50, days: 7 });
  const mine = ranks.list.find((r) => r.expert.id === author.userId);
  expect(mine?.record.total).toBe(1);
  await page.goto(`${suite.hostUrl}/proposal/detail?id=${tipId}`);
  await expect(page.getByTestId('tip-result')).toHaveText(/红|黑|走|赢半|输半/);
  await page.goto(`${suite.hostUrl}/proposal/rank`);
  await expect(page.getByTestId('expert-row').first()).toBeVisible();
  await shot(page, 'rank');
  await page.goto(`${suite.hostUrl}/proposal`);
  await expect(page.getByTestId('tip-card').first()).toBeVisible();
  await shot(page, 'feed');
  expect(consoleErrors).toEqual([]);
});
