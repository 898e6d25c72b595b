/**
 * A page's first calls answered before main.js has run, and what was drawn from them.
 *
 * A first paint's HTML preloads its page's first call (host/src/first-paint). early.js takes the
 * preloaded answer as soon as it runs (`startEarlyAnswer`) and leaves it on the window, where a
 * remote's early draw reads it to draw the page's first items before the page's scripts are in
 * (`findEarlyAnswer`), and the api client takes it for the same URL instead of asking a second time
 * (`takeEarlyAnswer`). What the early draw puts on the screen is @kickoff/shared/early-draw's.
 *
 * No DOM here (the server compiles the contracts too): the window is taken as an object to keep the
 * answers on.
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

/** Drops the answers nobody took: they were the first page's (see @kickoff/shared/early-draw). */
export function dropEarlyAnswers(win: object): void {
  delete (win as Holder)[KEY];
}
