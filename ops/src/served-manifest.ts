/**
 * The `/remotes.json` that `npm start` serves: deploy/remotes/<env>.json, read again on every
 * request so `pnpm remotes set|rollback --env local` takes effect on the next page load. A file
 * that does not parse is never served: the last good one is, and the problem is logged once.
 */
import { readFileSync } from 'node:fs';
import { parseManifest, type RemotesManifest } from './manifest';

export interface ServedManifest {
  /** the manifest to serve now; throws only when no good version was ever read */
  current(): RemotesManifest;
}

export function manifestFromFile(file: string, warn: (line: string) => void = () => {}): ServedManifest {
  let lastGood: RemotesManifest | null = null;
  let lastProblem = '';
  return {
    current() {
      try {
        lastGood = parseManifest(readFileSync(file, 'utf8'), file);
        lastProblem = '';
      } catch (e) {
        const problem = (e as Error).message;
        if (problem !== lastProblem) {
          warn(`${problem}; ${lastGood ? 'still serving the last good manifest' : 'no good manifest to serve'}`);
        }
        lastProblem = problem;
        if (!lastGood) throw e;
      }
      return lastGood;
    },
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A manifest as a given page sees it: entries on a loopback address point at the host name the
 * page was opened with, so a phone on the LAN (http://192.168.1.5:8080) reaches the remotes on the
 * same machine rather than its own localhost. Other URLs (a CDN) are left as they are.
 */
export function forPageHost(manifest: RemotesManifest, hostHeader: string | undefined): RemotesManifest {
  if (!hostHeader) return manifest;
  let pageHost: string;
  try {
    pageHost = new URL(`http://${hostHeader}`).hostname;
  } catch {
    return manifest;
  }
  if (LOOPBACK.has(pageHost)) return manifest;
  const remotes: RemotesManifest['remotes'] = {};
  for (const [name, entry] of Object.entries(manifest.remotes)) {
    const url = new URL(entry.url);
    if (LOOPBACK.has(url.hostname)) url.hostname = pageHost;
    remotes[name] = { ...entry, url: url.toString() };
  }
  return { ...manifest, remotes };
}
