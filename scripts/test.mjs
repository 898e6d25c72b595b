// `npm test`: everything that proves the suite works — lint, unused code (knip), copied code (jscpd),
// typecheck, unit and integration tests (the server's on the embedded database and again on
// PostgreSQL), production builds, and the end-to-end tests in Chromium against the builds served on
// separate origins.
import { readFileSync, readdirSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureInstalled, has, run, runPool } from './lib.mjs';
import { typecheckJobs } from './typecheck.mjs';
import { startPostgres } from './services.mjs';

const out = path.join(ROOT, 'e2e/output');
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function jestCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function step(name, fn) {
  const code = fn();
  if (code !== 0) failures.push(name);
}

ensureInstalled();
// the static checks side by side, one per core: formatting, lint, unused and copied code, types
const staticFailures = await runPool([
  { name: 'format', cmd: 'pnpm', args: ['exec', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', cmd: 'pnpm', args: ['exec', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'unused code (knip)', cmd: 'node', args: ['scripts/knip-ceiling.mjs'] },
  { name: 'copied code (jscpd)', cmd: 'node', args: ['scripts/duplicates-ceiling.mjs'] },
  ...typecheckJobs,
]);
failures.push(...staticFailures);

const jestJson = path.join(out, 'jest.json');
rmSync(jestJson, { force: true });
step('unit (embedded database)', () =>
  run('pnpm', ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`]),
);
if (existsSync(jestJson)) jestCounts(jestJson);

/**
 * The server tests that run on the database test-support/db.ts chooses (PostgreSQL when
 * TEST_DATABASE_URL is set): the others never touch PostgreSQL, and the embedded pass ran them.
 */
function testsOnTheDatabase() {
  const dir = path.join(ROOT, 'server/src');
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => /test-support\/db'|TEST_DATABASE_URL/.test(readFileSync(f, 'utf8')));
}

const pg = await startPostgres();
if (pg) {
  const pgJson = path.join(out, 'jest-pg.json');
  step('server tests on PostgreSQL', () =>
    run(
      'pnpm',
      [
        'exec',
        'jest',
        '--ci',
        '--maxWorkers=2',
        '--selectProjects',
        'server',
        '--json',
        `--outputFile=${pgJson}`,
        '--runTestsByPath',
        ...testsOnTheDatabase(),
      ],
      {
        env: { TEST_DATABASE_URL: pg.url },
      },
    ),
  );
  await pg.stop();
  if (existsSync(pgJson)) jestCounts(pgJson);
} else {
  console.warn(
    'PostgreSQL binaries not found: server tests ran on the embedded database only (install: apt-get ' +
      'install postgresql)',
  );
  failures.push('postgres missing');
}

/** the ports a network namespace gives outgoing connections: above every fixed port the tests bind */
const EPHEMERAL_PORTS = '40000 60999';

step('build', () => run('node', ['scripts/build.mjs']));
if (!failures.includes('build')) {
  browserE2e();
  stackE2e();
}

// The end-to-end tests of the suite, in a private network namespace where the machine allows
// (root): no port clashes with anything else running, and the "LAN address" check
// (e2e/src/suite-lan.spec.ts) gets an address that is not loopback — a veth pair holding 10.77.0.2
// that never reaches the machine's real network. Elsewhere the LAN check is skipped, with a word.

function browserE2e() {
  const json = path.join(out, 'playwright.json');
  rmSync(json, { force: true });
  const pw = 'pnpm exec playwright test --reporter=list,json';
  const isolated = process.getuid?.() === 0 && has('unshare') && has('ip');
  const net = [
    'ip link set lo up',
    // the suites listen on fixed ports 38090–39999: outgoing connections take their own ports above
    // them, never one a suite is about to bind (a long-lived socket on 39184 once did)
    `echo '${EPHEMERAL_PORTS}' > /proc/sys/net/ipv4/ip_local_port_range`,
    'ip link add v0 type veth peer name v1',
    'ip addr add 10.77.0.2/24 dev v0',
    'ip link set v0 up',
    'ip link set v1 up',
  ].join(' && ');
  const [cmd, args] = isolated ? ['unshare', ['-n', 'sh', '-c', `${net} && ${pw}`]] : ['sh', ['-c', pw]];
  if (!isolated) {
    console.warn('the LAN e2e check is skipped: it needs root, unshare and ip (CI has them)');
    if (process.env.CI) failures.push('e2e on a LAN address (not root)');
  }
  step('e2e', () =>
    run(cmd, args, {
      cwd: path.join(ROOT, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, CI: process.env.CI ?? '', E2E_LAN: isolated ? '1' : '' },
    }),
  );
  if (existsSync(json)) {
    const s = JSON.parse(readFileSync(json, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  }
}

// The production topology (ops/src/stack.ts: Debian's nginx on deploy/nginx/default.conf, two
// servers on PostgreSQL and Redis) on the dist/ folders built above, its e2e and its faults
// (e2e/playwright.stack.config.ts). It seeds nothing, as production: the specs make their
// administrator, anchor and fans (e2e/stack/people.ts). Fixed ports 38090–38099: in a private
// network namespace where the machine allows (root).
function stackE2e() {
  if (!existsSync('/usr/sbin/nginx')) {
    console.warn('stack e2e skipped: nginx is not installed (apt-get install nginx; .ci/run does)');
    failures.push('nginx missing');
    return;
  }
  const json = path.join(out, 'playwright-stack.json');
  rmSync(json, { force: true });
  const pw = 'pnpm exec playwright test -c playwright.stack.config.ts --reporter=list,json';
  const isolated = process.getuid?.() === 0 && has('unshare') && has('ip');
  const net = `ip link set lo up && echo '${EPHEMERAL_PORTS}' > /proc/sys/net/ipv4/ip_local_port_range`;
  const [cmd, args] = isolated ? ['unshare', ['-n', 'sh', '-c', `${net} && ${pw}`]] : ['sh', ['-c', pw]];
  const started = Date.now();
  step('e2e on the production stack', () =>
    run(cmd, args, {
      cwd: path.join(ROOT, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, CI: process.env.CI ?? '' },
    }),
  );
  console.info(`stack e2e: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (existsSync(json)) {
    const s = JSON.parse(readFileSync(json, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  }
}

console.info(failures.length ? `\n✗ failed steps: ${failures.join(', ')}` : '\n✓ all steps passed');
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
