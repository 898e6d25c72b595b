/**
 * early.js: what a first visit needs from its page's remote, asked for while main.js (the host,
 * ~140 KB) is still on its way. Without it the remote's files load one after another once main.js
 * has run: remotes.json → mf-manifest.json → remoteEntry.js → the routes module → the page's
 * chunks, a round trip each. early.js is a few hundred bytes, loaded `async` from the head of
 * every page: it reads remotes.json (handing the text to main.js, so it is asked for once), finds
 * the remote that owns the path, and preloads its manifest and entry, and from its preload.json the
 * routes module's and the page's chunks with the shared modules' copies the host does not provide
 * (`__HOST_SHARED__`, from the host's own build). When early.js fails, main.js loads as before.
 *
 * On a first paint it also takes the answers to the page's first calls, which the HTML preloads
 * (contracts/early-answers: the api client takes them), and runs the page's early draw when its
 * remote has one: a small script of the remote's own, pinned by remotes.json, that draws the page's
 * first items from them before main.js, the remote's entry and the page's chunks have all run.
 */
import { startEarlyAnswer, STAFF_REMOTE, type RemotesManifest } from '@kickoff/shared/contracts';
import { remoteForPath } from '../app/remote-for-path';
import {
  earlyDrawElements,
  fetchRemotesText,
  filesFor,
  mainStarted,
  preloadLink,
  setEarlyStart,
  type Hint,
  type PreloadHints,
} from './early-hints';

declare const __HOST_SHARED__: readonly string[];

async function preloadRemote(manifest: RemotesManifest, pathname: string): Promise<void> {
  const name = remoteForPath(manifest, pathname);
  // the staff console loads only once the server says the account is staff
  const remote = name && name !== STAFF_REMOTE ? manifest.remotes[name] : undefined;
  if (!remote) return;
  const asked = new Set<string>();
  const append = (el: HTMLLinkElement | HTMLScriptElement) => {
    asked.add(el instanceof HTMLLinkElement ? el.href : el.src);
    document.head.appendChild(el);
  };
  // the page's first items, drawn from its early answer before main.js has run (a first paint's
  // only): the draw remotes.json pins for the page, a round trip after remotes.json
  const early = calls.length > 0 ? remote.early?.find((d) => new RegExp(d.pattern).test(pathname)) : undefined;
  if (early) for (const el of earlyDrawElements(document, early, remote.url)) append(el);
  const add = (hint: Hint) => {
    const link = preloadLink(document, hint, remote.url);
    if (!asked.has(link.href)) append(link);
  };
  add({ href: remote.url, as: 'fetch' });
  add({ href: 'remoteEntry.js', as: 'script', integrity: remote.integrity });
  // a remote built without one (a 404 page) fails to parse: nothing more is preloaded
  const hints = (await (await fetch(new URL('preload.json', remote.url))).json()) as PreloadHints;
  for (const hint of filesFor(hints, pathname, new Set(__HOST_SHARED__))) add(hint);
}

/** the page's first API calls its HTML preloads (a first paint's, marked `data-call`) */
const calls = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-call]')].map((l) => l.href);

function start(): void {
  // main.js came first (early.js was slow to arrive): it loads the remote itself
  if (mainStarted(window)) return;
  // a refusal leaves main.js to ask again
  const remotes = fetchRemotesText();
  setEarlyStart(window, { remotes });
  // their answers, taken now: the api client takes them, and the page's early draw draws from them
  for (const url of calls) startEarlyAnswer(window, url);
  remotes
    .then((text) => preloadRemote(JSON.parse(text) as RemotesManifest, window.location.pathname))
    .catch(() => undefined);
}

start();
