// Unused code check: runs knip (config: knip.jsonc) and fails when any category holds more findings
// than its ceiling in scripts/knip-ceilings.json. Ceilings only go down: `--update` lowers each one to
// today's count and never raises it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const CEILINGS = path.join(ROOT, 'scripts/knip-ceilings.json');
const update = process.argv.includes('--update');

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

/** @returns {Map<string, string[]>} category → findings as "file: name" */
function findings(report) {
  const byCategory = new Map();
  for (const issue of report.issues) {
    for (const [category, items] of Object.entries(issue)) {
      if (!Array.isArray(items) || items.length === 0) continue;
      const list = byCategory.get(category) ?? [];
      for (const item of items) list.push(`${issue.file}: ${item.name ?? issue.file}`);
      byCategory.set(category, list);
    }
  }
  return byCategory;
}

const found = findings(JSON.parse(runKnip()));
const ceilings = JSON.parse(readFileSync(CEILINGS, 'utf8'));
const over = [];
const below = [];
for (const category of new Set([...Object.keys(ceilings), ...found.keys()])) {
  const count = found.get(category)?.length ?? 0;
  const ceiling = ceilings[category] ?? 0;
  if (count > ceiling) over.push({ category, count, ceiling });
  else if (count < ceiling) below.push({ category, count, ceiling });
}

for (const { category, count, ceiling } of over) {
  console.error(`knip: ${count} ${category}, ceiling ${ceiling}:`);
  for (const line of found.get(category)) console.error(`  ${line}`);
}
if (update) {
  const next = {};
  for (const category of Object.keys(ceilings).sort()) {
    next[category] = Math.min(ceilings[category], found.get(category)?.length ?? 0);
  }
  writeFileSync(CEILINGS, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`knip: ceilings written to ${path.relative(ROOT, CEILINGS)}`);
} else if (below.length > 0) {
  const list = below.map((b) => `${b.category} ${b.count} < ${b.ceiling}`).join(', ');
  console.log(
    `knip: fewer findings than the ceilings (${list}): lower them with node scripts/knip-ceiling.mjs --update`,
  );
}
if (over.length > 0) {
  console.error('knip: remove the unused code above (an export used only in its file: drop `export`)');
  process.exit(1);
}
console.log('knip: within the ceilings');
