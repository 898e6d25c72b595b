/** The commands behind `pnpm remotes`, callable in-process so tests drive them directly. */
import { parseArgs } from 'node:util';
import type { RemoteBuild } from './manifest';
import { assertAllowed, DEFAULT_DEPLOY_DIR, ManifestStore, resolveTarget, type HistoryEntry } from './manifest-store';
import { hostRequirements, validateEntry } from './validate';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CliContext {
  dir?: string;
  env?: NodeJS.ProcessEnv;
  hostManifestPath?: string;
}

const USAGE = [
  '用法: pnpm remotes <命令>',
  '  list      [--env E]                         列出各 remote 当前版本',
  '  set       <remote> <版本|URL> --env E        切换 remote 版本（先校验，记录 sha384 完整性）',
  '  canary    <remote> <版本|URL> <百分比> --env E 灰度发布给一部分访客（按 cookie 固定分桶）',
  '  promote   <remote> --env E                   灰度版本转为全量',
  '  abort     <remote> --env E                   撤销灰度，全部回到稳定版本',
  '  validate  [--env E]                         校验清单中的每个入口',
  '  history   [--env E]                         查看变更历史',
  '  rollback  [--env E] [--to N]                回滚到上一次（或第 N 条）',
].join('\n');

export async function runRemotesCommand(argv: string[], io: CliIo, ctx: CliContext = {}): Promise<number> {
  const procEnv = ctx.env ?? process.env;
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string', default: 'local' },
      to: { type: 'string' },
      version: { type: 'string' },
      'no-validate': { type: 'boolean', default: false },
    },
  });
  const store = new ManifestStore(ctx.dir ?? procEnv.KICKOFF_DEPLOY_DIR ?? DEFAULT_DEPLOY_DIR);
  const env = values.env;
  const [command, ...rest] = positionals;

  /** resolves a version or URL, refuses a URL outside the allow-list, validates and hashes the build */
  async function checkedBuild(remote: string, target: string): Promise<RemoteBuild | null> {
    const policy = store.policy(env);
    const resolved = resolveTarget(policy, remote, target, procEnv);
    // checked before any fetch, so the tool never contacts a host outside the allow-list
    assertAllowed(policy, resolved.url);
    let version = values.version ?? resolved.version;
    if (values['no-validate']) return { url: resolved.url, version: version ?? 'unknown' };
    const result = await validateEntry(resolved.url, hostRequirements(ctx.hostManifestPath));
    if (!result.ok || !result.integrity || !result.manifestIntegrity) {
      for (const p of result.problems) io.err(`✗ ${p}`);
      io.err(`未${command === 'canary' ? '灰度' : '切换'}：校验失败`);
      return null;
    }
    version ??= result.buildVersion;
    return {
      url: resolved.url,
      version: version ?? 'unknown',
      integrity: result.integrity,
      manifestIntegrity: result.manifestIntegrity,
      ...(result.early.length ? { early: result.early } : {}),
    };
  }

  switch (command) {
    case 'list': {
      const m = store.read(env);
      io.out(`环境 ${env}:`);
      for (const [name, r] of Object.entries(m.remotes)) {
        io.out(`  ${name.padEnd(10)} ${r.version.padEnd(10)} ${r.url}`);
        if (r.canary)
          io.out(`  ${''.padEnd(10)} ${r.canary.version.padEnd(10)} ${r.canary.url}（灰度 ${r.canary.percent}%）`);
      }
      return 0;
    }
    case 'set':
    case 'canary': {
      const [remote, target, percentArg] = rest;
      const percent = Number(percentArg);
      if (!remote || !target || (command === 'canary' && !(percent > 0 && percent < 100))) {
        io.err(USAGE);
        return 2;
      }
      const build = await checkedBuild(remote, target);
      if (!build) return 1;
      const entry = command === 'set' ? store.set(env, remote, build) : store.canary(env, remote, build, percent);
      const share = command === 'canary' ? `（灰度 ${percent}%）` : '';
      io.out(`✓ ${env}: ${remote} → ${entry.to}${share}（历史第 ${entry.n} 条）`);
      if (!build.integrity) io.out('  未校验：没有记录完整性（sha384），宿主将不检查这个入口');
      return 0;
    }
    case 'promote':
    case 'abort': {
      const [remote] = rest;
      if (!remote) {
        io.err(USAGE);
        return 2;
      }
      const entry = command === 'promote' ? store.promote(env, remote) : store.abort(env, remote);
      io.out(
        `✓ ${env}: ${remote} ${command === 'promote' ? '灰度转全量' : '已撤销灰度'} → ${entry.to}（历史第 ${entry.n} 条）`,
      );
      return 0;
    }
    case 'validate': {
      const m = store.read(env);
      const required = hostRequirements(ctx.hostManifestPath);
      let failed = 0;
      const builds = Object.entries(m.remotes).flatMap(([name, r]) =>
        r.canary ? [[name, r] as const, [`${name}（灰度）`, r.canary] as const] : [[name, r] as const],
      );
      for (const [name, r] of builds) {
        const result = await validateEntry(r.url, required);
        const problems = [...result.problems];
        if (result.ok && r.integrity && r.integrity !== result.integrity) {
          problems.push(`remoteEntry.js 与记录的完整性不符（记录 ${r.integrity}，现在 ${result.integrity}）`);
        }
        if (result.ok && r.manifestIntegrity && r.manifestIntegrity !== result.manifestIntegrity) {
          problems.push('mf-manifest.json 与记录的完整性不符');
        }
        for (const pin of r.early ?? []) {
          const now = result.early.find((e) => e.script === pin.script);
          if (result.ok && now?.integrity !== pin.integrity) problems.push(`首屏脚本 ${pin.script} 与记录的完整性不符`);
        }
        if (problems.length === 0) io.out(`✓ ${name} ${r.version} ${r.url}`);
        else {
          failed++;
          for (const p of problems) io.err(`✗ ${name}: ${p}`);
        }
      }
      return failed === 0 ? 0 : 1;
    }
    case 'history': {
      for (const e of store.history(env)) io.out(`${String(e.n).padStart(3)}  ${e.at}  ${describe(e)}`);
      return 0;
    }
    case 'rollback': {
      const to = values.to === undefined ? undefined : Number(values.to);
      if (to !== undefined && !Number.isInteger(to)) {
        io.err(`--to 需要一个序号: ${values.to}`);
        return 2;
      }
      const entry = store.rollback(env, to);
      io.out(`✓ ${env} 已回滚到第 ${entry.restored} 条（历史第 ${entry.n} 条）`);
      for (const [name, r] of Object.entries(entry.manifest.remotes))
        io.out(`  ${name.padEnd(10)} ${r.version.padEnd(10)} ${r.url}`);
      return 0;
    }
    default:
      io.err(USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}

function describe(e: HistoryEntry): string {
  switch (e.action) {
    case 'set':
      return `set ${e.remote}: ${e.from || '(无)'} → ${e.to}`;
    case 'canary':
      return `canary ${e.remote}: ${e.to}（${e.percent}%，稳定 ${e.from}）`;
    case 'promote':
      return `promote ${e.remote}: ${e.from} → ${e.to}`;
    case 'abort':
      return `abort ${e.remote}: 撤销 ${e.from}，回到 ${e.to}`;
    case 'baseline':
      return '初始状态';
    default:
      return `rollback → 第 ${e.restored} 条`;
  }
}
