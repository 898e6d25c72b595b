/**
 * The per-environment remotes manifests in deploy/remotes/: `<env>.json` (what the host mounts),
 * `<env>.policy.json` (allowed URL prefixes and the version→URL template) and
 * `<env>.history.jsonl` (append-only; every change records the whole manifest it produced, so any
 * earlier state can be restored).
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseHistoryEntry } from '@kickoff/shared/contracts';
import { REMOTES, portOf } from './apps';
import { parseManifest, type RemoteBuild, type RemoteEntry, type RemotesManifest } from './manifest';

export const DEFAULT_DEPLOY_DIR = path.resolve(__dirname, '../../deploy/remotes');

export interface EnvPolicy {
  /** a manifest URL must start with one of these */
  allow: string[];
  /** how a version becomes a URL; placeholders {remote}, {version}, {port} */
  template: string;
}

/**
 * One change of the history file: the entry the console's 发布 page reads
 * (`ReleaseHistoryEntry`: n, at, action, remote, from/to, a canary's percent, a rollback's restored
 * entry), with the manifest it produced.
 */
export interface HistoryEntry extends ReleaseHistoryEntry {
  manifest: RemotesManifest;
}

const ENV_NAME = /^[a-z][a-z0-9-]{0,31}$/;

export class ManifestStore {
  constructor(
    readonly dir: string = DEFAULT_DEPLOY_DIR,
    readonly now: () => Date = () => new Date(),
  ) {}

  private file(env: string, suffix: string): string {
    if (!ENV_NAME.test(env)) throw new Error(`环境名不合法: ${env}`);
    return path.join(this.dir, `${env}${suffix}`);
  }

  read(env: string): RemotesManifest {
    const file = this.file(env, '.json');
    if (!existsSync(file)) return { env, remotes: {} };
    return parseManifest(readFileSync(file, 'utf8'), file);
  }

  policy(env: string): EnvPolicy {
    const file = this.file(env, '.policy.json');
    if (!existsSync(file)) throw new Error(`环境 ${env} 没有策略文件 ${file}`);
    return JSON.parse(readFileSync(file, 'utf8')) as EnvPolicy;
  }

  /** Write-then-rename, so the host never reads a half-written manifest. */
  write(env: string, manifest: RemotesManifest): void {
    const file = this.file(env, '.json');
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(tmp, file);
  }

  history(env: string): HistoryEntry[] {
    const file = this.file(env, '.history.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as HistoryEntry);
  }

  private append(env: string, entry: Omit<HistoryEntry, 'n' | 'at'>): HistoryEntry {
    const full: HistoryEntry = { n: this.history(env).length + 1, at: this.now().toISOString(), ...entry };
    appendFileSync(this.file(env, '.history.jsonl'), `${JSON.stringify(full)}\n`);
    return full;
  }

  /** Writes one remote's new entry (made from the current one) and records the change. */
  private change(
    env: string,
    remote: string,
    action: 'set' | 'canary' | 'promote' | 'abort',
    next: (before: RemoteEntry | undefined, prefixes: string[]) => RemoteEntry,
    describe: (before: RemoteEntry | undefined, after: RemoteEntry) => { from: string; to: string; percent?: number },
  ): HistoryEntry {
    const info = REMOTES.find((r) => r.name === remote);
    if (!info) throw new Error(`未知的 remote: ${remote}（可选: ${REMOTES.map((r) => r.name).join(', ')}）`);
    const policy = this.policy(env);
    const current = this.read(env);
    const before = current.remotes[remote];
    const after = next(before, before?.prefixes ?? info.prefixes);
    assertAllowed(policy, after.url);
    if (after.canary) assertAllowed(policy, after.canary.url);
    if (this.history(env).length === 0 && existsSync(this.file(env, '.json'))) {
      this.append(env, { action: 'baseline', manifest: current });
    }
    const manifest: RemotesManifest = { env, remotes: { ...current.remotes, [remote]: after } };
    this.write(env, manifest);
    return this.append(env, { action, remote, ...describe(before, after), manifest });
  }

  /** Points one remote at a new build (a canary in flight stays); records the change. */
  set(env: string, remote: string, build: RemoteBuild): HistoryEntry {
    return this.change(
      env,
      remote,
      'set',
      (before, prefixes) => ({ ...build, prefixes, ...(before?.canary ? { canary: before.canary } : {}) }),
      (before, after) => ({ from: before ? label(before) : '', to: label(after) }),
    );
  }

  /** Serves `build` to `percent` % of visitors (sticky per visitor) beside the stable one. */
  canary(env: string, remote: string, build: RemoteBuild, percent: number): HistoryEntry {
    if (!(percent > 0 && percent < 100)) throw new Error(`灰度比例应在 0 与 100 之间: ${percent}`);
    return this.change(
      env,
      remote,
      'canary',
      (before, prefixes) => {
        if (!before) throw new Error(`${remote} 还没有稳定版本，请先 set`);
        return { ...before, prefixes, canary: { ...build, percent } };
      },
      (before, after) => ({ from: before ? label(before) : '', to: label(after.canary!), percent }),
    );
  }

  /** The canary becomes the stable build for everyone. */
  promote(env: string, remote: string): HistoryEntry {
    return this.change(
      env,
      remote,
      'promote',
      (before, prefixes) => {
        if (!before?.canary) throw new Error(`${remote} 没有进行中的灰度`);
        const { percent, ...build } = before.canary;
        void percent;
        return { ...build, prefixes };
      },
      (before, after) => ({ from: label(before!), to: label(after) }),
    );
  }

  /** Drops the canary: everyone gets the stable build again. */
  abort(env: string, remote: string): HistoryEntry {
    return this.change(
      env,
      remote,
      'abort',
      (before) => {
        if (!before?.canary) throw new Error(`${remote} 没有进行中的灰度`);
        const { canary, ...stable } = before;
        void canary;
        return stable;
      },
      (before, after) => ({ from: label(before!.canary!), to: label(after) }),
    );
  }

  /** Restores the manifest recorded by entry `to` (default: the one before the latest change). */
  rollback(env: string, to?: number): HistoryEntry {
    const entries = this.history(env);
    const target = to ?? entries.length - 1;
    const entry = entries.find((e) => e.n === target);
    if (!entry)
      throw new Error(
        entries.length < 2 && to === undefined ? `环境 ${env} 没有可回滚的历史` : `历史中没有第 ${target} 条`,
      );
    const policy = this.policy(env);
    for (const r of Object.values(entry.manifest.remotes)) {
      assertAllowed(policy, r.url);
      if (r.canary) assertAllowed(policy, r.canary.url);
    }
    this.write(env, entry.manifest);
    return this.append(env, { action: 'rollback', restored: entry.n, manifest: entry.manifest });
  }
}

function label(b: RemoteBuild): string {
  return `${b.version} ${b.url}`;
}

/**
 * A URL is allowed when, parsed and normalised, it starts with one of the policy's prefixes. Parsing
 * first means `http://localhost:8081@evil.example/` (credentials) and `…/kickoff/../other/` (dot
 * segments) cannot pass a plain string-prefix test.
 */
export function assertAllowed(policy: EnvPolicy, url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`URL 不合法: ${url}`);
  }
  if (parsed.username || parsed.password) throw new Error(`URL 不能带用户名或密码: ${url}`);
  if (!policy.allow.some((prefix) => parsed.href.startsWith(prefix))) {
    throw new Error(`URL 不在允许列表中: ${url}（允许: ${policy.allow.join(', ')}）`);
  }
}

/** `set`'s argument: a full URL is taken as is; anything else is a version put into the template. */
export function resolveTarget(
  policy: EnvPolicy,
  remote: string,
  versionOrUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): { url: string; version: string | null } {
  if (/^https?:\/\//.test(versionOrUrl)) return { url: versionOrUrl, version: null };
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/.test(versionOrUrl)) throw new Error(`版本号不合法: ${versionOrUrl}`);
  const info = REMOTES.find((r) => r.name === remote);
  if (!info) throw new Error(`未知的 remote: ${remote}`);
  const url = policy.template
    .replaceAll('{remote}', remote)
    .replaceAll('{version}', versionOrUrl)
    .replaceAll('{port}', String(portOf(info, env)));
  return { url, version: versionOrUrl };
}
