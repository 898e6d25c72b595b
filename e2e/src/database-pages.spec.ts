/**
 * 资料库 at phone size: the competitions by region with search; a league table whose every row
 * adds up (played = W + D + L, points = 3W + D); the real 2026 World Cup (imported through the
 * dev route from the handbook's openfootball files) — its top scorer's page shows exactly the
 * goals of the files; basketball has a W/L table (last season complete: 58 games a club), team and
 * player pages without football columns, and says what it lacks; unknown ids are a Chinese page in the layout.
 * Screenshots in e2e/output/screenshots/database-*.png.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LIVE_PATHS, matchPath } from '@kickoff/shared/contracts';
import { test, expect } from './support/fixtures';
import { apiData } from './scores-helpers';

const OUT = path.resolve(__dirname, '../output/screenshots');
const WC = path.resolve(__dirname, '../../../shared/data/openfootball/worldcup-2026');
const file = (name: string): unknown => JSON.parse(readFileSync(path.join(WC, name), 'utf8'));

interface Goal {
  name: string;
  owngoal?: boolean;
}

/** the files' scorer with the most goals (own goals aside) and that count */
function topScorerInFiles(): { name: string; goals: number } {
  const counts = new Map<string, number>();
  for (const m of (file('worldcup.json') as { matches: Array<{ goals1?: Goal[]; goals2?: Goal[] }> }).matches) {
    for (const g of [...(m.goals1 ?? []), ...(m.goals2 ?? [])]) {
      if (!g.owngoal) counts.set(g.name, (counts.get(g.name) ?? 0) + 1);
    }
  }
  const [name, goals] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { name, goals };
}

test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(async () => {
  const api = process.env.E2E_API_URL ?? 'http://localhost:39000';
  const res = await fetch(`${api}/dev/database/worldcup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      matches: file('worldcup.json'),
      teams: file('worldcup.teams.json'),
      squads: file('worldcup.squads.json'),
    }),
  });
  expect(await res.json()).toMatchObject({ code: 200, data: { matches: 104 } });
});

async function expectRowsAddUp(page: Page) {
  const rows = page.getByTestId('db-standing-row');
  await expect(rows.first()).toBeVisible();
  const values = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const n = (col: string) => Number(tr.querySelector(`[data-col="${col}"]`)?.textContent);
      return { p: n('played'), w: n('won'), d: n('drawn'), l: n('lost'), pts: n('points') };
    }),
  );
  expect(values.length).toBeGreaterThanOrEqual(4);
  for (const v of values) {
    expect(v.p).toBe(v.w + v.d + v.l);
    expect(v.pts).toBe(3 * v.w + v.d);
  }
  return values;
}

test('competitions by region, a league table that adds up, fixtures linking to teams', async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  await page.goto(`${hostUrl}/database`);
  await expect(page.getByRole('region', { name: '欧洲' })).toBeVisible();
  await expect(page.getByRole('region', { name: '国际' }).getByText('世界杯')).toBeVisible();
  await page.screenshot({ path: path.join(OUT, 'database-competitions.png') });
  await page.getByRole('searchbox', { name: '搜索赛事' }).fill('英超');
  await expect(page.getByTestId('db-competition')).toHaveCount(1);
  await page.getByTestId('db-competition').click();

  await expect(page).toHaveURL(/\/database\/detail\?id=36$/);
  const rows = await expectRowsAddUp(page);
  expect(rows).toHaveLength(20);
  await page.screenshot({ path: path.join(OUT, 'database-league.png'), fullPage: true });

  await page.getByRole('tab', { name: '赛程赛果' }).click();
  const match = page.getByTestId('db-match').first();
  await expect(match).toBeVisible();
  await match.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/database\/team\/zq\?id=36\d{3}$/);
  await expect(page.getByRole('region', { name: '阵容' })).toBeVisible();
  await page.screenshot({ path: path.join(OUT, 'database-team.png') });
  expect(consoleErrors).toEqual([]);
});

test("a finished match's 阵容 leads to its man of the match, whose page rates him in it, starred", async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  // yesterday's matches ended before this server started
  const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
  const results = await apiData<Array<{ id: number }>>(
    apiUrl,
    `${LIVE_PATHS.footballMatches}?tab=sg&date=${yesterday}`,
  );
  await page.goto(`${hostUrl}/live/zq/detail/${results[0]!.id}`);
  await page.getByRole('tab', { name: '阵容' }).click();
  const best = page
    .getByTestId('lineup')
    .getByRole('link')
    .filter({ has: page.getByRole('img', { name: /全场最佳/ }) });
  const rating = (await best.getByTestId('rating').textContent())!.replace('★', '');
  await best.click();
  await expect(page).toHaveURL(/\/database\/player\/zq\?id=\d+$/);
  const ratings = page.getByRole('region', { name: '评分' });
  await expect(ratings.getByTestId('db-player-average')).toContainText('本赛季平均');
  const row = ratings
    .getByTestId('db-player-rating')
    .filter({ has: page.locator(`a[href="${matchPath('football', results[0]!.id)}"]`) });
  await expect(row).toContainText(`${rating}★ 全场最佳`);
  await page.screenshot({ path: path.join(OUT, 'database-player-ratings.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the World Cup: groups add up; the top scorer’s page shows the goals of the data', async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  const top = topScorerInFiles();
  await page.goto(`${hostUrl}/database/detail?id=900`);
  await expect(page.getByTestId('db-standings')).toHaveCount(12);
  await expectRowsAddUp(page);
  await page.getByRole('tab', { name: '射手榜' }).click();
  const first = page.getByTestId('db-scorer').first();
  await expect(first).toContainText(top.name);
  await expect(first).toContainText(`${top.goals} 球`);
  await page.screenshot({ path: path.join(OUT, 'database-scorers.png') });
  await first.getByRole('link', { name: top.name }).click();

  await expect(page).toHaveURL(/\/database\/player\/zq\?id=\d+$/);
  await expect(page.getByRole('heading', { name: top.name })).toBeVisible();
  await expect(page.getByTestId('db-player-goals')).toHaveText(String(top.goals));
  await expect(page.getByTestId('db-player-goal')).toHaveCount(top.goals);
  await page.screenshot({ path: path.join(OUT, 'database-player.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('basketball tables, team and player pages; unknown ids are a Chinese page inside the layout', async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  await page.goto(`${hostUrl}/database?sport=lq`);
  await page.getByTestId('db-competition').filter({ hasText: 'NBA' }).click();
  await expect(page).toHaveURL(/\/database\/detail\/lq\?id=1$/);
  await expect(page.getByLabel('数据说明')).toContainText('篮球');
  const wl = async () => {
    const rows = page.getByTestId('db-standing-row');
    await expect(rows).toHaveCount(30);
    return rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const n = (col: string) => Number(tr.querySelector(`[data-col="${col}"]`)?.textContent);
        return { p: n('played'), w: n('won'), l: n('lost') };
      }),
    );
  };
  for (const v of await wl()) expect(v.p).toBe(v.w + v.l);
  await page.screenshot({ path: path.join(OUT, 'database-basketball.png') });
  // last season: every club played the other 29 twice
  const seasons = page.getByRole('combobox', { name: '赛季' });
  await seasons.selectOption({ index: 1 });
  await expect(page).toHaveURL(/season=\d{4}/);
  for (const v of await wl()) expect([v.p, v.w + v.l]).toEqual([58, 58]);
  await page.getByTestId('db-standing-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/database\/team\/lq\?id=\d+$/);
  await expect(page.getByRole('region', { name: '阵容' })).toBeVisible();
  await page.screenshot({ path: path.join(OUT, 'database-basketball-team.png') });
  await page.getByRole('region', { name: '阵容' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/database\/player\/lq\?id=\d+$/);
  const comps = page.getByRole('region', { name: '各项赛事' });
  await expect(comps.getByRole('row')).toHaveCount(3);
  await expect(comps.getByRole('columnheader', { name: '进球' })).toHaveCount(0);
  await page.screenshot({ path: path.join(OUT, 'database-basketball-player.png') });
  expect(consoleErrors).toEqual([]);

  for (const [url, text, title] of [
    ['/database/detail?id=4242', '该赛事不存在或暂无该赛季资料', '赛事资料'],
    ['/database/team/zq?id=4242', '该球队不存在', '足球球队'],
    ['/database/player/zq?id=4242', '该球员不存在', '足球球员'],
    ['/database/player/lq?id=abc', '该球员不存在', '篮球球员'],
  ] as const) {
    await page.goto(`${hostUrl}${url}`);
    await expect(page.getByRole('paragraph').filter({ hasText: text })).toBeVisible();
    // inside the layout: the page's title bar with its back button
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.screenshot({ path: path.join(OUT, 'database-not-found.png') });
});
