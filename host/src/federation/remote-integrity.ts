/**
 * Subresource Integrity for remote builds: remotes.json carries, per remote, the sha384 of its
 * remoteEntry.js and mf-manifest.json as `pnpm remotes set|canary` recorded them. The entry script
 * gets the browser's own `integrity` check (a mismatch is a load error: the remote's fallback
 * shows, the suite stays up); the manifest is hashed with Web Crypto where the page is a secure
 * context (https, localhost) — on a plain-http LAN address only the entry is checked. Every chunk
 * below the entry is pinned by the entry itself (see isPinned and the remote-timeout plugin).
 */
import type { RemotesManifest } from '@kickoff/shared/contracts';

const expected = new Map<string, { entry?: string; manifest?: string }>();

export function expectIntegrity(manifest: RemotesManifest): void {
  for (const [name, r] of Object.entries(manifest.remotes)) {
    expected.set(name, { entry: r.integrity, manifest: r.manifestIntegrity });
  }
}

/**
 * Whether remotes.json pins this remote's entry. Its chunks then come only through the entry's own
 * loader, which gives each chunk script the integrity its build recorded (sriHashes).
 */
export function isPinned(remote: string): boolean {
  return Boolean(expected.get(remote)?.entry);
}

/**
 * A remote entry's script element: CORS, as early.js's preload of it asks (host/src/early), with the
 * integrity remotes.json recorded if it did. Undefined for any other script (the runtime makes its own).
 */
export function entryScript(url: string, remote?: string): HTMLScriptElement | undefined {
  if (!url.endsWith('/remoteEntry.js')) return undefined;
  const sri = remote ? expected.get(remote)?.entry : undefined;
  const script = document.createElement('script');
  script.src = url;
  if (sri) script.integrity = sri;
  script.crossOrigin = 'anonymous';
  return script;
}

/** The manifest response as is, or a throw when its bytes are not the ones recorded. */
export async function checkedManifest(res: Response, remote?: string): Promise<Response> {
  const sri = remote ? expected.get(remote)?.manifest : undefined;
  const subtle = globalThis.crypto?.subtle;
  if (!sri || !subtle || !res.ok) return res;
  const digest = new Uint8Array(await subtle.digest('SHA-384', await res.clone().arrayBuffer()));
  if (`sha384-${btoa(String.fromCharCode(...digest))}` !== sri) throw new Error(`${res.url}: integrity mismatch`);
  return res;
}
