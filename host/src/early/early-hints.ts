/**
 * What early.js (early.ts) hands main.js and asks the browser for. A remote's preload.json
 * (shared/build/preload-hints.cjs) lists the files its routes module and its landing pages load;
 * these pick a path's files and write the `<link rel="preload">` each needs to be used by the
 * element that later asks for it.
 */
import type { EarlyDrawPin } from '@kickoff/shared/contracts';

export interface Hint {
  /** relative to the remote's mf-manifest.json */
  href: string;
  as: 'script' | 'style' | 'fetch';
  integrity?: string;
}

interface HintGroup {
  files: Hint[];
  /** the shared modules the files take from the share scope */
  shared: string[];
}

/** a remote's preload.json */
export interface PreloadHints {
  expose: HintGroup;
  pages: Array<HintGroup & { pattern: string }>;
  /** the remote's copy of each shared module: what loads when no one else provides it */
  shared: Record<string, HintGroup>;
}

/**
 * remotes.json's text, as early.js and main.js both ask for it: the one request, so a first paint's
 * preload of it (and early.js's answer) is the one main.js would have made.
 */
export async function fetchRemotesText(): Promise<string> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return res.text();
}

/** What early.js leaves for main.js: remotes.json's text, asked for once by whichever runs first. */
export interface EarlyStart {
  remotes: Promise<string>;
}

const EARLY_GLOBAL = '__kickoffEarly';
/** left by main.js when it got there first: early.js, come late, then asks for nothing */
const MAIN_STARTED = 'main started';

type WithEarly = { [EARLY_GLOBAL]?: EarlyStart | typeof MAIN_STARTED };

/** Whether main.js has already asked for remotes.json (and so for the remote) itself. */
export function mainStarted(win: object): boolean {
  return (win as WithEarly)[EARLY_GLOBAL] === MAIN_STARTED;
}

export function setEarlyStart(win: object, start: EarlyStart): void {
  (win as WithEarly)[EARLY_GLOBAL] = start;
}

/** early.js's remotes.json, once; after it (or without it) main.js asks the network itself. */
export function takeEarlyStart(win: object): EarlyStart | undefined {
  const start = (win as WithEarly)[EARLY_GLOBAL];
  (win as WithEarly)[EARLY_GLOBAL] = MAIN_STARTED;
  return start === MAIN_STARTED ? undefined : start;
}

/**
 * The files the remote's routes module and the page at `pathname` load, each once: their own, and
 * the remote's copies of the shared modules they take that the host does not provide (the host's
 * are used), with what those copies take in turn.
 */
export function filesFor(hints: PreloadHints, pathname: string, hostShared: ReadonlySet<string>): Hint[] {
  const files = new Map<string, Hint>();
  const taken = new Set<string>(hostShared);
  const visit = (group: HintGroup) => {
    for (const f of group.files) if (!files.has(f.href)) files.set(f.href, f);
    for (const name of group.shared) {
      const copy = hints.shared[name];
      if (taken.has(name) || !copy) continue;
      taken.add(name);
      visit(copy);
    }
  };
  visit(hints.expose);
  for (const page of hints.pages) if (new RegExp(page.pattern).test(pathname)) visit(page);
  return [...files.values()];
}

/**
 * The preload link for `hint` (its href relative to `base`), with the attributes of the request that
 * will use it: scripts as webpack's chunk loader and the host's entry script ask (CORS, with their
 * integrity), styles as mini-css-extract does (CORS only from another origin), fetches as the
 * federation runtime's manifest request (CORS, same-origin credentials).
 */
export function preloadLink(doc: Document, hint: Hint, base: string): HTMLLinkElement {
  const link = doc.createElement('link');
  const href = new URL(hint.href, base);
  link.rel = 'preload';
  link.setAttribute('as', hint.as);
  if (hint.as !== 'style' || href.origin !== doc.location.origin) link.crossOrigin = 'anonymous';
  if (hint.integrity) link.setAttribute('integrity', hint.integrity);
  link.href = href.href;
  return link;
}

/**
 * What runs the page's early draw (pinned by remotes.json): its stylesheets, applied now (it waits
 * for them; the page's own CSS loader later finds each by its address and adds no second one), then
 * its script, CORS with the pinned integrity as the remote's entry is.
 */
export function earlyDrawElements(
  doc: Document,
  pin: EarlyDrawPin,
  base: string,
): Array<HTMLLinkElement | HTMLScriptElement> {
  const styles = pin.styles.map((href) => {
    const link = preloadLink(doc, { href, as: 'style' }, base);
    link.rel = 'stylesheet';
    link.removeAttribute('as');
    link.setAttribute('data-early', '');
    return link;
  });
  const script = doc.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.integrity = pin.integrity;
  script.src = new URL(pin.script, base).href;
  return [...styles, script];
}
