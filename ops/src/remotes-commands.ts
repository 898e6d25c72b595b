/** The commands behind `pnpm remotes`, callable in-process so tests drive them directly. */
import { parseArgs } from 'node:util';
import { assertAllowed, DEFAULT_DEPLOY_DIR, ManifestStore, resolveTarget } from './manifest-store';
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
  '  set       <remote> <版本|URL> --env E        切换 remote 版本（先校验）',
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

  switch (command) {
    case 'list': {
      const m = store.read(env);
      io.out(`环境 ${env}:`);
      for (const [name, r] of Object.entries(m.remotes))
        io.out(`  ${name.padEnd(10)} ${r.version.padEnd(10)} ${r.url}`);
      return 0;
    }
    case 'set': {
      const [remote, target] = rest;
      if (!remote || !target) {
        io.err(USAGE);
        return 2;
      }
      const policy = store.policy(env);
      const resolved = resolveTarget(policy, remote, target, procEnv);
      // checked before any fetch, so the tool never contacts a host outside the allow-list
      assertAllowed(policy, resolved.url);
      let version = values.version ?? resolved.version;
      if (!values['no-validate']) {
        const result = await validateEntry(resolved.url, hostRequirements(ctx.hostManifestPath));
        if (!result.ok) {
          for (const p of result.problems) io.err(`✗ ${p}`);
          io.err('未切换：校验失败');
          return 1;
        }
        version ??= result.buildVersion;
      }
      const entry = store.set(env, remote, resolved.url, version ?? 'unknown');
      io.out(`✓ ${env}: ${remote} → ${entry.to}（历史第 ${entry.n} 条）`);
      return 0;
    }
    case 'validate': {
      const m = store.read(env);
      const required = hostRequirements(ctx.hostManifestPath);
      let failed = 0;
      for (const [name, r] of Object.entries(m.remotes)) {
        const result = await validateEntry(r.url, required);
        if (result.ok) io.out(`✓ ${name} ${r.version} ${r.url}`);
        else {
          failed++;
          for (const p of result.problems) io.err(`✗ ${name}: ${p}`);
        }
      }
      return failed === 0 ? 0 : 1;
    }
    case 'history': {
      for (const e of store.history(env)) {
        const what =
          e.action === 'set'
            ? `set ${e.remote}: ${e.from || '(无)'} → ${e.to}`
            : e.action === 'baseline'
              ? '初始状态'
              : `rollback → 第 ${e.restored} 条`;
        io.out(`${String(e.n).padStart(3)}  ${e.at}  ${what}`);
      }
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
