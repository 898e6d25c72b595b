/**
 * The integrities of a built remote folder, as `pnpm remotes set` records them from the served
 * bytes: `sha384-…` of remoteEntry.js and of mf-manifest.json, and its early draws' pins
 * (early-draws.ts). Cached by file size and mtime, since a suite's generated manifest asks on every
 * remotes.json.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pinEarlyDraws } from './early-draws';
import type { RemoteBuild } from './manifest';

/** The Subresource Integrity string of some bytes: `sha384-<base64>`, what a script element's `integrity` takes. */
export function sriOf(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const cache = new Map<string, { stamp: string; sri: string }>();

function sriOfFile(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const st = statSync(file);
  const stamp = `${st.size}:${st.mtimeMs}`;
  const hit = cache.get(file);
  if (hit?.stamp === stamp) return hit.sri;
  const sri = sriOf(readFileSync(file));
  cache.set(file, { stamp, sri });
  return sri;
}

export function entryIntegrities(root: string): Pick<RemoteBuild, 'integrity' | 'manifestIntegrity' | 'early'> {
  const integrity = sriOfFile(path.join(root, 'remoteEntry.js'));
  const manifestIntegrity = sriOfFile(path.join(root, 'mf-manifest.json'));
  if (!integrity || !manifestIntegrity) return {};
  const preload = path.join(root, 'preload.json');
  const early = existsSync(preload)
    ? pinEarlyDraws(readFileSync(preload, 'utf8'), (file) => {
        const at = path.join(root, file);
        return existsSync(at) ? readFileSync(at) : null;
      })
    : [];
  return { integrity, manifestIntegrity, ...(early.length ? { early } : {}) };
}
