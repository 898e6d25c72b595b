/**
 * early.js: what a first visit needs from its page's remote, asked for while main.js (the host,
 * ~140 KB) is still on its way. Without it the remote's files load one after another once main.js
 * has run: remotes.json → mf-manifest.json → remoteEntry.js → the routes module → the page's
 * chunks, a round trip each. early.js is a few hundred bytes, loaded `async` from the head of
 * every page: it reads remotes.json (handing the text to main.js, so it is asked for once), finds
 * the remote that owns the path, and preloads its manifest and entry, and from its preload.json the
 * routes module's and the page's chunks with the shared modules' copies the host does not provide
 * (`__HOST_SHARED__`, from the host's own build). When early.js fails, main.js loads as before.
 */
import { STAFF_REMOTE, type RemotesManifest } from '@kickoff/shared/contracts';
import { remoteForPath } from '../app/remote-for-path';
import {
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
  const add = (hint: Hint) => document.head.appendChild(preloadLink(document, hint, remote.url));
  add({ href: remote.url, as: 'fetch' });
  add({ href: 'remoteEntry.js', as: 'script', integrity: remote.integrity });
  // a remote built without one (a 404 page) fails to parse: nothing more is preloaded
  const hints = (await (await fetch(new URL('preload.json', remote.url))).json()) as PreloadHints;
  for (const hint of filesFor(hints, pathname, new Set(__HOST_SHARED__))) add(hint);
}

function start(): void {
  // main.js came first (early.js was slow to arrive): it loads the remote itself
  if (mainStarted(window)) return;
  // a refusal leaves main.js to ask again
  const remotes = fetchRemotesText();
  setEarlyStart(window, { remotes });
  remotes
    .then((text) => preloadRemote(JSON.parse(text) as RemotesManifest, window.location.pathname))
    .catch(() => undefined);
}

start();
