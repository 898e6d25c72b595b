/**
 * The console's 发布 page. The server may not import the ops package (DESIGN.md: it imports only
 * `@kickoff/shared/contracts` from the workspace), so it reads the manifest folder a setting names
 * (RELEASES_DIR, the folder `pnpm remotes` writes) and, for an admin's change, runs that very
 * command (`RELEASES_TOOL`, ops/src/remotes-cli.ts: `set` / `canary` / `promote` / `abort` /
 * `rollback`) as a child process, which validates a new build, records its integrity and the
 * history exactly as on the command line; its Chinese refusal is passed on. Changes run one at a time.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  RELEASE_VERSION,
  type ReleaseCanaryBody,
  type ReleaseCanaryEndBody,
  type ReleaseHistoryEntry,
  type ReleaseRemote,
  type ReleaseRollbackBody,
  type ReleaseSetBody,
  type RemotesManifest,
  type StaffReleases,
} from '@kickoff/shared/contracts';
import { invalid } from './validate';

const ENV_FILE = /^([a-z][a-z0-9-]{0,31})\.json$/;
const HISTORY_SHOWN = 50;
const TOOL_TIMEOUT_MS = 60_000;

export interface ReleaseSettings {
  releasesDir: string;
  releasesTool: string;
}

function releaseEnvs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => ENV_FILE.exec(f)?.[1])
    .filter((e): e is string => e !== undefined)
    .sort();
}

function readManifest(dir: string, env: string): RemotesManifest {
  try {
    const m = JSON.parse(readFileSync(path.join(dir, `${env}.json`), 'utf8')) as RemotesManifest;
    if (typeof m.remotes !== 'object' || m.remotes === null) throw new Error('no remotes');
    return m;
  } catch {
    throw invalid(`环境 ${env} 的清单文件无法读取，请用 pnpm remotes validate --env ${env} 检查`);
  }
}

function readHistory(dir: string, env: string): ReleaseHistoryEntry[] {
  const file = path.join(dir, `${env}.history.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .flatMap((l) => {
      try {
        const { manifest: _m, ...entry } = JSON.parse(l) as ReleaseHistoryEntry & { manifest: unknown };
        return [entry];
      } catch {
        return [];
      }
    })
    .reverse()
    .slice(0, HISTORY_SHOWN);
}

/** The environment's remotes (as `pnpm remotes list`) and its history, newest first (as `history`). */
export function readReleases(s: ReleaseSettings, env: string | undefined): StaffReleases {
  const envs = releaseEnvs(s.releasesDir);
  const chosen = env ?? (envs.includes('production') ? 'production' : envs[0]);
  if (chosen === undefined) return { envs, env: '', remotes: [], history: [], canChange: false };
  if (!envs.includes(chosen)) throw invalid(`没有环境 ${chosen}（可选：${envs.join('、')}）`);
  const remotes: ReleaseRemote[] = Object.entries(readManifest(s.releasesDir, chosen).remotes).map(([name, r]) => ({
    name,
    version: r.version,
    url: r.url,
    canary: r.canary ? { version: r.canary.version, url: r.canary.url, percent: r.canary.percent } : null,
  }));
  return {
    envs,
    env: chosen,
    remotes,
    history: readHistory(s.releasesDir, chosen),
    canChange: existsSync(s.releasesTool),
  };
}

function runTool(s: ReleaseSettings, args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', s.releasesTool, ...args],
      {
        cwd: path.dirname(path.dirname(s.releasesTool)),
        env: { ...process.env, KICKOFF_DEPLOY_DIR: s.releasesDir },
        timeout: TOOL_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: String(stdout), err: String(stderr) });
      },
    );
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** The tool's refusal, its lines joined (without the ✗ marks and the lines in `skip`). */
const refusal = (err: string, skip: string[]) =>
  err
    .split('\n')
    .map((l) => l.replace(/^✗\s*/, '').trim())
    .filter((l) => l !== '' && !skip.some((s) => l.startsWith(s)))
    .join('；')
    .slice(0, 300);

/**
 * Runs `pnpm remotes <args>` after any change already running; a non-zero exit becomes
 * `refused(the tool's message)`, else answers `done()` (read after the change).
 */
function runQueued<T>(s: ReleaseSettings, args: string[], refused: (why: string) => Error, done: () => T): Promise<T> {
  const run = queue.then(async () => {
    const result = await runTool(s, args);
    if (result.code !== 0) throw refused(refusal(result.err, ['未切换', '未灰度']));
    return done();
  });
  queue = run.catch(() => undefined);
  return run;
}

function requireTool(s: ReleaseSettings): void {
  if (!existsSync(s.releasesTool)) throw invalid('此服务器没有配置发布工具（RELEASES_TOOL），发布只能查看');
}

function remoteOf(s: ReleaseSettings, env: string, remote: string): ReleaseRemote {
  const current = readReleases(s, env);
  const found = current.remotes.find((r) => r.name === remote);
  if (!found)
    throw invalid(`环境 ${env} 没有 remote ${remote}（可选：${current.remotes.map((r) => r.name).join('、')}）`);
  return found;
}

/**
 * `pnpm remotes set <remote> <version> --env E` (percent undefined) or `canary … <percent>`;
 * answers the remote's entry before and after. Refused (nothing written) with a Chinese message.
 */
export function changeRelease(
  s: ReleaseSettings,
  body: ReleaseSetBody | ReleaseCanaryBody,
): Promise<{ before: ReleaseRemote; after: ReleaseRemote }> {
  const canary = 'percent' in body;
  const { env, remote } = body;
  const version = body.version.trim();
  requireTool(s);
  const before = remoteOf(s, env, remote);
  if (!RELEASE_VERSION.test(version)) throw invalid('版本号格式不正确（如 1.4.0）');
  if (canary && (!Number.isInteger(body.percent) || body.percent < 1 || body.percent > 99)) {
    throw invalid('灰度比例需要 1 到 99 的整数');
  }
  const args = canary
    ? ['canary', remote, version, String(body.percent), '--env', env]
    : ['set', remote, version, '--env', env];
  return runQueued(
    s,
    args,
    (why) => invalid(`未${canary ? '灰度' : '切换'}：版本 ${version} 校验失败${why ? `（${why}）` : ''}`),
    () => ({ before, after: remoteOf(s, env, remote) }),
  );
}

/**
 * `pnpm remotes promote <remote> --env E` (the canary becomes everyone's build) or `abort` (the
 * canary is dropped); refused when the remote has no canary. Answers its entry before and after.
 */
export function endCanary(
  s: ReleaseSettings,
  body: ReleaseCanaryEndBody,
  promote: boolean,
): Promise<{ before: ReleaseRemote; after: ReleaseRemote }> {
  const { env, remote } = body;
  const what = promote ? '转全量' : '撤销灰度';
  requireTool(s);
  const before = remoteOf(s, env, remote);
  if (!before.canary) throw invalid(`${remote} 没有进行中的灰度，无法${what}`);
  return runQueued(
    s,
    [promote ? 'promote' : 'abort', remote, '--env', env],
    (why) => invalid(`未${what}${why ? `：${why}` : ''}`),
    () => ({ before, after: remoteOf(s, env, remote) }),
  );
}

/**
 * `pnpm remotes rollback --env E [--to N]`: the environment's manifest as history entry `to`
 * recorded it (0: as it was before the latest change). Answers every remote before and after.
 */
export function rollbackRelease(
  s: ReleaseSettings,
  body: ReleaseRollbackBody,
): Promise<{ before: ReleaseRemote[]; after: ReleaseRemote[] }> {
  const { env, to } = body;
  requireTool(s);
  const before = readReleases(s, env).remotes;
  if (!Number.isInteger(to) || to < 0) throw invalid('回滚目标需要历史中的序号');
  const args = ['rollback', '--env', env, ...(to > 0 ? ['--to', String(to)] : [])];
  return runQueued(
    s,
    args,
    (why) => invalid(`未回滚${why ? `：${why}` : ''}`),
    () => ({ before, after: readReleases(s, env).remotes }),
  );
}
