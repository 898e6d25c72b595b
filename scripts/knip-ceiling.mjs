// Unused code check: runs knip (config: knip.jsonc) and fails when any category holds more findings
// than its ceiling in scripts/knip-ceilings.json. Ceilings only go down: `--update` lowers each one to
// today's count and never raises it.
import { execFileSync } from 'node:child_process';
import { checkCeilings } from './ceilings.mjs';
import { ROOT } from './lib.mjs';

/** knip exits 1 when it finds anything; the JSON report is on stdout either way. */
function runKnip() {
  try {
    return execFileSync('pnpm', ['exec', 'knip', '--reporter', 'json', '--no-progress'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    if (err.status === 1 && err.stdout) return err.stdout;
    throw err;
  }
}

/** @returns {Map<string, { count: number, list: string[] }>} category → findings as "file: name" */
function findings(report) {
  const byCategory = new Map();
  for (const issue of report.issues) {
    for (const [category, items] of Object.entries(issue)) {
      if (!Array.isArray(items) || items.length === 0) continue;
      const found = byCategory.get(category) ?? { count: 0, list: [] };
      for (const item of items) found.list.push(`${issue.file}: ${item.name ?? issue.file}`);
      found.count = found.list.length;
      byCategory.set(category, found);
    }
  }
  return byCategory;
}

const found = findings(JSON.parse(runKnip()));
const fix = 'remove the unused code above (an export used only in its file: drop `export`)';
if (!checkCeilings('knip', 'scripts/knip-ceilings.json', found, fix)) process.exit(1);
