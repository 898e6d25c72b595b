/** Which remote owns a path, by the prefixes remotes.json gives each (no federation code: early.js uses it too). */
import type { RemotesManifest } from '@kickoff/shared/contracts';

/** The remote that owns a path, by its mount prefixes. */
export function remoteForPath(manifest: RemotesManifest, pathname: string): string | null {
  for (const [name, r] of Object.entries(manifest.remotes)) {
    if (r.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return name;
  }
  return null;
}
