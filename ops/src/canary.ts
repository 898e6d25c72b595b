/**
 * Canary releases as the host's server serves them: every visitor has a bucket 0–9999 in a cookie
 * (set on the first remotes.json, kept a year), and a remote whose entry names a canary at P %
 * serves the canary build to the buckets below P × 100. The same bucket always gives the same
 * answer, so a reload never flips versions, and raising P keeps everyone already on the canary
 * there. The served remotes.json is resolved: each entry is the one build this visitor gets (with
 * `channel` where a canary runs), and a response header names them all for support and tests.
 */
import { randomInt } from 'node:crypto';
import { CANARY_COOKIE, REMOTE_VERSIONS_HEADER } from '@kickoff/shared/contracts';
import type { RemoteEntry, RemotesManifest } from './manifest';

export const BUCKETS = 10_000;
const ONE_YEAR_S = 365 * 24 * 3600;

/** The bucket in a Cookie header, or null when there is none (or it is not one of ours). */
export function bucketFromCookie(cookieHeader: string | undefined): number | null {
  const m = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,4})(?:;|$)`).exec(cookieHeader ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  return n < BUCKETS ? n : null;
}

function newBucket(): number {
  return randomInt(BUCKETS);
}

/** Whether a bucket falls in a canary share of `percent` %. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < Math.round(percent * (BUCKETS / 100));
}

/** The manifest as one visitor gets it: each remote resolved to its stable or canary build. */
export function resolveForBucket(manifest: RemotesManifest, bucket: number): RemotesManifest {
  const remotes: Record<string, RemoteEntry> = {};
  for (const [name, entry] of Object.entries(manifest.remotes)) {
    const { canary, ...stable } = entry;
    if (canary && inCanary(bucket, canary.percent)) {
      const { percent, ...build } = canary;
      void percent;
      remotes[name] = { ...build, prefixes: stable.prefixes, channel: 'canary' };
    } else remotes[name] = canary ? { ...stable, channel: 'stable' } : stable;
  }
  return { ...manifest, remotes };
}

/** `news=1.4.0;canary, scores=0.1.0;stable` */
function versionsHeader(resolved: RemotesManifest): string {
  return Object.entries(resolved.remotes)
    .map(([name, r]) => `${name}=${r.version};${r.channel ?? 'stable'}`)
    .join(', ');
}

export interface VisitorManifest {
  body: string;
  headers: Record<string, string>;
}

/** remotes.json for one request: the visitor's bucket (a new one gets its cookie), resolved manifest, header. */
export function manifestForVisitor(manifest: RemotesManifest, cookieHeader: string | undefined): VisitorManifest {
  const known = bucketFromCookie(cookieHeader);
  const bucket = known ?? newBucket();
  const resolved = resolveForBucket(manifest, bucket);
  const headers: Record<string, string> = { [REMOTE_VERSIONS_HEADER]: versionsHeader(resolved) };
  if (known === null) {
    headers['Set-Cookie'] = `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly`;
  }
  return { body: JSON.stringify(resolved), headers };
}
