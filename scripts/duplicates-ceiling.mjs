// Copied code check: runs jscpd over the repository (config: .jscpd.json — TypeScript blocks of 6+
// lines seen twice) and fails when the clones, or the lines they copy, exceed their ceilings in
// scripts/duplicates-ceilings.json.
// Ceilings only go down: `--update` lowers each one to today's count and never raises it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkCeilings } from './ceilings.mjs';
import { ROOT } from './lib.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'kickoff-jscpd-'));
try {
  execFileSync('pnpm', ['exec', 'jscpd', '--output', out, '.'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const report = JSON.parse(readFileSync(path.join(out, 'jscpd-report.json'), 'utf8'));
  const place = (f) => `${f.name}:${f.start}-${f.end}`;
  const clones = report.duplicates.map((d) => `${place(d.firstFile)} = ${place(d.secondFile)} (${d.lines} lines)`);
  const found = new Map([
    ['clones', { count: clones.length, list: clones }],
    ['duplicatedLines', { count: report.statistics.total.duplicatedLines, list: clones }],
  ]);
  const fix = 'make one piece of code serve both places above (a shared function, component or test helper)';
  if (!checkCeilings('duplicates', 'scripts/duplicates-ceilings.json', found, fix)) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
