/** Reads remotes.json and registers each remote with the federation runtime (no URL compiled in). */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@kickoff/shared/contracts';
import { expectIntegrity } from '../federation/remote-integrity';

export type { RemotesManifest } from '@kickoff/shared/contracts';

export async function loadManifest(): Promise<RemotesManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  const manifest = (await res.json()) as RemotesManifest;
  expectIntegrity(manifest);
  registerRemotes(Object.entries(manifest.remotes).map(([name, r]) => ({ name, entry: r.url })));
  return manifest;
}

/** The remote that owns a path, by its mount prefixes. */
export function remoteForPath(manifest: RemotesManifest, pathname: string): string | null {
  for (const [name, r] of Object.entries(manifest.remotes)) {
    if (r.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return name;
  }
  return null;
}
