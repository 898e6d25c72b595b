/**
 * Issue 32 item 4: alerts follow the fan. The demo fan follows an engine match (the dev VAR match:
 * its own script has a goal that VAR cancels early on, LIVE_SPEED=20); the goal pops up once on a
 * news article and once on 我的, each page's socket gets it once, the cancellation is announced
 * after it, and a tap opens the match.
 */
import { LIVE_FOLLOW_PATHS, MessageCodes, type FanAlert } from '@kickoff/shared/contracts';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';

/** The FAN_ALERT frames a page's sockets received, watched from before the page opens. */
function watchAlerts(page: Page): FanAlert[] {
  const got: FanAlert[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      try {
        const m = JSON.parse(String(f.payload)) as { code?: number; data?: FanAlert };
        if (m.code === MessageCodes.FAN_ALERT && m.data) got.push(m.data);
      } catch {
        // the heartbeat `0` and other non-JSON frames
      }
    }),
  );
  return got;
}

test('a followed match: the goal pops up once on /news/1002 and on /user, then its cancellation', async ({
  page,
  context,
  hostUrl,
  apiUrl,
}) => {
  test.setTimeout(180_000);
  const { token } = await loginContext(context, hostUrl, apiUrl);
  const other = await context.newPage();
  const frames = [watchAlerts(page), watchAlerts(other)];
  await page.goto(`${hostUrl}/news/1002`);
  await other.goto(`${hostUrl}/user`);
  // the toasts' chunk is loaded once the fan is identified and the page is up
  for (const p of [page, other]) await p.locator('#kickoff-fan-alerts').waitFor({ state: 'attached' });

  const post = async <T>(path: string, body: unknown, auth?: string): Promise<T> => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(auth ? { accessToken: auth } : {}) },
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    expect(json.code, json.msg).toBe(200);
    return json.data;
  };
  const match = await post<{ id: number; home: string; away: string }>('/dev/live/var-match', {
    inSeconds: 3,
    byMinute: 12,
  });
  await post(LIVE_FOLLOW_PATHS.follow, { matchId: match.id, sport: 'football', follow: 1 }, token);

  const toasts = (p: Page) => p.getByTestId('fan-alert').filter({ hasText: `${match.home} ` });
  for (const p of [page, other]) {
    await expect(toasts(p).filter({ hasText: '进球！' }).first()).toBeVisible({ timeout: 90_000 });
  }
  const goalIds = (i: number) => frames[i]!.filter((a) => a.matchId === match.id && a.kind === 'goal').map((a) => a.id);
  const firstGoal = goalIds(0)[0]!;
  for (const [i, p] of [page, other].entries()) {
    expect(goalIds(i).filter((id) => id === firstGoal)).toHaveLength(1);
    await expect(p.locator(`[data-alert-id="${firstGoal}"]`)).toHaveCount(1);
    await expect(p.locator(`[data-alert-id="${firstGoal}"]`)).toContainText(`${match.home} `);
    await expect(p.locator(`[data-alert-id="${firstGoal}"]`)).toContainText(match.away);
  }

  // VAR: the goal comes off the board, and both pages say so
  for (const p of [page, other]) {
    await expect(toasts(p).filter({ hasText: '进球取消' }).first()).toBeVisible({ timeout: 90_000 });
  }
  const cancelled = toasts(other).filter({ hasText: '进球取消' }).first();
  await cancelled.click();
  await expect(other).toHaveURL(new RegExp(`/live/zq/detail/${match.id}$`));
});
