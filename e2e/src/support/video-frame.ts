/**
 * The frame a <video> shows now, as drawn on a small canvas in the page: two of them tell whether
 * the picture moves. (A Playwright screenshot of a playing video waits seconds for the compositor on
 * a loaded machine; drawing the frame in the page is immediate.)
 */
import type { Locator } from '@playwright/test';

export const pictureOf = (video: Locator) =>
  video.evaluate((v) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(v as HTMLVideoElement, 0, 0, canvas.width, canvas.height);
    return Array.from(ctx.getImageData(0, 0, canvas.width, canvas.height).data).join(',');
  });
