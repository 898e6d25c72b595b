/**
 * @kickoff/shared/early-draw — what a remote's early draw puts on the screen before the page's scripts
 * have run (host/README.md "Content before JavaScript"): one element, EARLY_DRAW_ID, outside React's
 * root. The page removes it once it has drawn the same items itself; the host when the fan leaves
 * the first page first, or it fails. Its state is on the window, so every copy of this module (the
 * early draw's own build bundles one) sees the same.
 */
import { dropEarlyAnswers } from '../contracts/early-answers';

/** the element an early draw puts its items in */
export const EARLY_DRAW_ID = 'kk-early-draw';

const CLOSED = '__kickoffEarlyDrawClosed';
type DrawWindow = Window & { [CLOSED]?: boolean };

/**
 * Takes what an early draw drew off the screen, for good: the page has drawn its own items, or the
 * fan has left it, or it failed. An early draw that comes after this draws nothing, and an answer
 * the first page did not take is dropped: a later visit to that page asks afresh.
 */
export function closeEarlyDraw(win: Window): void {
  (win as DrawWindow)[CLOSED] = true;
  dropEarlyAnswers(win);
  win.document.getElementById(EARLY_DRAW_ID)?.remove();
}

/** Whether the early draw is too late to draw (closeEarlyDraw has been called). */
export function earlyDrawClosed(win: Window): boolean {
  return (win as DrawWindow)[CLOSED] === true;
}
