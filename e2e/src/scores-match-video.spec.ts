/** Issue 32: a football match's 视频 goes to the live room broadcasting it, whose video plays; without a room: 暂无视频. */
import { VLIVE_PATHS, type LiveRoom } from '@kickoff/shared/contracts/vlive';
import { test, expect } from './support/fixtures';
import { apiData, shot } from './scores-helpers';

interface CoveredRow {
  id: number;
  hasVideo: boolean;
}

test('视频 opens the match’s live room and its video plays; a match no room has says 暂无视频', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  // yesterday's matches ended before this server started: a covered one never had a room
  const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
  const results = await apiData<CoveredRow[]>(apiUrl, `/api/live/football/match?tab=sg&date=${yesterday}`);
  const covered = results.find((m) => m.hasVideo)!;
  await page.goto(`${hostUrl}/live/zq/detail/${covered.id}`);
  await page.getByTestId('detail-header').getByRole('button', { name: '视频' }).click();
  await expect(page.getByText('暂无视频')).toBeVisible();
  await expect(page).toHaveURL(`${hostUrl}/live/zq/detail/${covered.id}`);
  expect(await page.locator('video').count()).toBe(0);
  await shot(page, 'video-none');

  // the first demo kick-off (15 s after the start) is covered on video: the schedule opens its room,
  // on air while it is played and its replay after
  let room: LiveRoom | undefined;
  await expect
    .poll(
      async () => {
        const rooms = await apiData<LiveRoom[]>(apiUrl, `${VLIVE_PATHS.rooms}?category=1`);
        room = rooms.find((r) => r.sport === 'football' && r.matchId !== null && r.status !== 'offline');
        return room?.id;
      },
      { timeout: 40_000 },
    )
    .toBeDefined();
  await page.goto(`${hostUrl}/live/zq/detail/${room!.matchId}`);
  await page.getByTestId('detail-header').getByRole('button', { name: '视频' }).click();
  await expect(page).toHaveURL(`${hostUrl}/vlive/detail/${room!.id}`);
  // 直播画面 while the match is played, 回放画面 once it is over (a full run gets here later)
  const video = page.getByTestId('room-player').locator('video');
  await expect(video).toHaveAccessibleName(/^(直播画面|回放画面)$/);
  // the picture may still be encoding on a fresh server: the poster shows, then the video plays
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 25_000 })
    .toBeGreaterThan(1);
  // and keeps playing (a live picture may stall a few seconds on a busy machine, and catch up)
  const t1 = await video.evaluate((v) => (v as HTMLVideoElement).currentTime);
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 20_000 })
    .toBeGreaterThan(t1 + 0.5);
  await shot(page, 'video-room');
  expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});
