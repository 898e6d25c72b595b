/**
 * Whether a <video>'s picture moves, judged as a fan would: its clock runs on and the frame it shows
 * changes. Frames are drawn on a small canvas in the page and compared there (a Playwright screenshot
 * of a playing video waits seconds for the compositor on a loaded machine; drawing is immediate).
 */
import { expect, type Locator } from '@playwright/test';

/** The frame the video shows now, as the pixels of a small canvas. */
const pictureOf = (video: Locator) =>
  video.evaluate((v) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(v as HTMLVideoElement, 0, 0, canvas.width, canvas.height);
    return Array.from(ctx.getImageData(0, 0, canvas.width, canvas.height).data).join(',');
  });

const currentTime = (video: Locator) => video.evaluate((v) => (v as HTMLVideoElement).currentTime);

/** What the player says of itself: shown in a failure, to tell a stalled decoder from a stalled compositor. */
const playerState = (video: Locator) =>
  video.evaluate((v) => {
    const el = v as HTMLVideoElement;
    const q = el.getVideoPlaybackQuality();
    return [
      `currentTime ${el.currentTime.toFixed(2)}`,
      `readyState ${el.readyState}`,
      `paused ${el.paused}`,
      `frames ${q.totalVideoFrames} (dropped ${q.droppedVideoFrames})`,
    ].join(', ');
  });

/**
 * The picture plays: the clock passes `from` seconds within `startMs` (a fresh room may still be
 * encoding, a push still starting), then runs on half a second and shows another, non-blank frame.
 * A busy machine stalls a picture now and then: each wait polls, within `keepOnMs`.
 */
export async function expectPictureMoves(video: Locator, { from = 1, startMs = 45_000, keepOnMs = 20_000 } = {}) {
  await expect.poll(() => currentTime(video), { timeout: startMs }).toBeGreaterThan(from);
  const t1 = await currentTime(video);
  const frame1 = await pictureOf(video);
  await expect.poll(() => currentTime(video), { timeout: keepOnMs }).toBeGreaterThan(t1 + 0.5);
  await expect
    .poll(
      async () => {
        const frame = await pictureOf(video);
        return frame !== frame1 && /[1-9]/.test(frame) ? 'moved' : `the same frame; ${await playerState(video)}`;
      },
      { timeout: keepOnMs },
    )
    .toBe('moved');
}
