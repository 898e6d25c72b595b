/**
 * A page's first calls answered before main.js has run, and what was drawn from them.
 *
 * A first paint's HTML preloads its page's first call (host/src/first-paint). early.js takes the
 * preloaded answer as soon as it runs (`startEarlyAnswer`) and leaves it on the window, where a
 * remote's early draw reads it to draw the page's first items before the page's scripts are in
 * (`findEarlyAnswer`), and the api client takes it for the same URL instead of asking a second time
 * (`takeEarlyAnswer`). What the early draw puts on the screen is one element, `EARLY_DRAW_ID`,
 * outside React's root; the page removes it once it has drawn the same items itself, the host when
 * the fan leaves the page first or it fails (`closeEarlyDraw`).
 *
 * No DOM types here (the server compiles the contracts too): the window and document are taken as
 * the little they are used for.
 */

/** an answer as it came: its HTTP status and its JSON (null when it was not JSON) */
export interface EarlyAnswer {
  url: string;
  status: number;
  body: unknown;
}

const KEY = '__kickoffEarlyAnswers';
type Answers = Map<string, Promise<EarlyAnswer | null>>;
type Holder = { [KEY]?: Answers };

const answersOf = (win: object): Answers => ((win as Holder)[KEY] ??= new Map());

/**
 * Asks for `url` (absolute) as the page's preload did, so the preloaded answer is the one taken:
 * fetch's defaults are the credentials mode a `crossorigin="anonymous"` preload has. A failure is
 * kept as null: the caller then asks for itself.
 */
export function startEarlyAnswer(win: object, url: string): void {
  const answers = answersOf(win);
  if (answers.has(url)) return;
  const answer = fetch(url).then(
    async (res) => ({ url, status: res.status, body: (await res.json().catch(() => null)) as unknown }),
    () => null,
  );
  answers.set(url, answer);
}

/** The early answer for `url` (absolute), once: a second call for it goes to the network. */
export function takeEarlyAnswer(win: object, url: string): Promise<EarlyAnswer | null> | undefined {
  const answers = (win as Holder)[KEY];
  const answer = answers?.get(url);
  answers?.delete(url);
  return answer;
}

/** The early answer whose URL passes `test`, left for the api client to take. */
export function findEarlyAnswer(win: object, test: (url: URL) => boolean): Promise<EarlyAnswer | null> | undefined {
  for (const [url, answer] of (win as Holder)[KEY] ?? []) if (test(new URL(url))) return answer;
  return undefined;
}

/** the element an early draw puts its items in */
export const EARLY_DRAW_ID = 'kk-early-draw';

const CLOSED = '__kickoffEarlyDrawClosed';
interface DrawWindow {
  document: { getElementById(id: string): { remove(): void } | null };
  [CLOSED]?: boolean;
}

/**
 * Takes what an early draw drew off the screen, for good: the page has drawn its own items, or the
 * fan has left it, or it failed. An early draw that comes after this draws nothing, and an answer
 * the first page did not take is dropped: a later visit to that page asks afresh.
 */
export function closeEarlyDraw(win: object): void {
  const w = win as DrawWindow & Holder;
  w[CLOSED] = true;
  delete w[KEY];
  w.document.getElementById(EARLY_DRAW_ID)?.remove();
}

/** Whether the early draw is too late to draw (closeEarlyDraw has been called). */
export function earlyDrawClosed(win: object): boolean {
  return (win as DrawWindow)[CLOSED] === true;
}
