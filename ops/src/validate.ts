/**
 * `pnpm remotes validate`: a remote build is fit to mount when its mf-manifest.json answers, the
 * remote entry it names answers too, it exposes ./routes, and every singleton it shares satisfies
 * the range the host requires. Its early draws (preload.json's), when it has any, are read and
 * hashed too, for remotes.json to pin (early-draws.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { EarlyDrawPin } from '@kickoff/shared/contracts';
import { earlyDrawsOf } from './early-draws';
import { sriOf } from './entry-integrity';
import { ROOT } from './suite';

interface MfManifest {
  name: string;
  metaData?: {
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name?: string; path?: string };
    publicPath?: string;
  };
  exposes: { path: string }[];
  shared: { name: string; version: string; requiredVersion?: string }[];
}

export interface ValidationResult {
  url: string;
  ok: boolean;
  /** the build's own version (metaData.buildInfo.buildVersion) */
  buildVersion: string | null;
  /** Subresource Integrity of the remoteEntry.js bytes served now (sha384), null when not read */
  integrity: string | null;
  /** the same for the mf-manifest.json bytes */
  manifestIntegrity: string | null;
  /** its landing pages' early draws, with the sha384 of each script served now */
  early: EarlyDrawPin[];
  problems: string[];
}

/** The bytes at `url`, or why not. */
async function bytesAt(url: string, timeoutMs: number): Promise<Uint8Array | string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return res.ok && bytes.length > 0 ? bytes : `HTTP ${res.status}`;
  } catch (e) {
    return (e as Error).message;
  }
}

/**
 * The early draws preload.json names, each script read and hashed. A build without preload.json (a
 * development build) has none; one whose preload.json or script cannot be read is a problem.
 */
async function earlyDrawPins(manifestUrl: string, timeoutMs: number, problems: string[]): Promise<EarlyDrawPin[]> {
  const at = new URL('preload.json', manifestUrl).href;
  const res = await fetch(at, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
  if (!res || res.status === 404) return [];
  let draws: ReturnType<typeof earlyDrawsOf>;
  try {
    draws = earlyDrawsOf(await res.json());
  } catch (e) {
    problems.push(`${at} 无法读取: ${(e as Error).message}`);
    return [];
  }
  const pins: EarlyDrawPin[] = [];
  for (const draw of draws) {
    const bytes = await bytesAt(new URL(draw.script, manifestUrl).href, timeoutMs);
    if (typeof bytes === 'string') problems.push(`首屏脚本 ${draw.script} 无法加载: ${bytes}`);
    else pins.push({ ...draw, integrity: sriOf(bytes) });
  }
  return pins;
}

/** The package a shared key belongs to: 'react-dom/client' → 'react-dom', '@kickoff/shared/ui' → '@kickoff/shared'. */
function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * What the host requires of each singleton package: the ranges in the host's own built
 * mf-manifest.json, completed by the shared federation config for packages the host build lacks.
 */
export function hostRequirements(
  hostManifestPath = path.join(ROOT, 'host/dist/mf-manifest.json'),
): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const federation = require(path.join(ROOT, 'shared/build/federation.cjs')) as {
    sharedSingletons: () => Record<string, { requiredVersion?: string }>;
    SINGLETON_NAMES: string[];
  };
  const ranges: Record<string, string> = {};
  for (const [key, cfg] of Object.entries(federation.sharedSingletons())) {
    const pkg = packageOf(key.replace(/\/$/, ''));
    if (cfg.requiredVersion && federation.SINGLETON_NAMES.includes(pkg)) ranges[pkg] = cfg.requiredVersion;
  }
  if (existsSync(hostManifestPath)) {
    const host = JSON.parse(readFileSync(hostManifestPath, 'utf8')) as MfManifest;
    for (const s of host.shared) {
      const pkg = packageOf(s.name);
      if (s.requiredVersion && pkg in ranges) ranges[pkg] = s.requiredVersion;
    }
  }
  return ranges;
}

/**
 * Where the browser will load the remote entry from: beside the manifest when the build's public
 * path is `auto` (ours are), else under the public path the build was given.
 */
function entryUrl(manifestUrl: string, manifest: MfManifest): string | null {
  const meta = manifest.metaData;
  if (!meta?.remoteEntry?.name) return null;
  const base =
    meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifestUrl) : new URL('.', manifestUrl);
  const dir = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  return new URL(`${dir}${meta.remoteEntry.name}`, base).href;
}

export async function validateEntry(
  url: string,
  required: Record<string, string>,
  timeoutMs = 10_000,
): Promise<ValidationResult> {
  const problems: string[] = [];
  const failed = (problem: string): ValidationResult => ({
    url,
    ok: false,
    buildVersion: null,
    integrity: null,
    manifestIntegrity: null,
    early: [],
    problems: [problem],
  });
  let manifest: MfManifest;
  let manifestIntegrity: string;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return failed(`${url} 返回 HTTP ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    manifestIntegrity = sriOf(bytes);
    manifest = JSON.parse(Buffer.from(bytes).toString('utf8')) as MfManifest;
  } catch (e) {
    return failed(`${url} 无法读取: ${(e as Error).message}`);
  }
  let integrity: string | null = null;
  const entry = entryUrl(url, manifest);
  if (!entry) problems.push(`${manifest.name ?? url} 的 mf-manifest.json 没有写明 remoteEntry`);
  else {
    const bytes = await bytesAt(entry, timeoutMs);
    if (typeof bytes === 'string') problems.push(`入口 ${entry} 无法加载: ${bytes}`);
    else integrity = sriOf(bytes);
  }
  const early = await earlyDrawPins(url, timeoutMs, problems);
  if (!Array.isArray(manifest.exposes) || !manifest.exposes.some((x) => x.path === './routes')) {
    problems.push(`${manifest.name ?? url} 没有暴露 ./routes`);
  }
  for (const s of manifest.shared ?? []) {
    const range = required[packageOf(s.name)];
    if (range && !semver.satisfies(s.version, range)) {
      problems.push(`共享依赖 ${s.name}@${s.version} 不满足宿主要求的 ${range}`);
    }
  }
  return {
    url,
    ok: problems.length === 0,
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
    integrity,
    manifestIntegrity,
    early,
    problems,
  };
}
