// Counts that may only go down (unused code, copied code): each is checked against its ceiling in a
// JSON file; `--update` lowers a ceiling to today's count and never raises it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/**
 * @param {string} tool what is counted, for the messages
 * @param {string} file the ceilings, relative to the repository
 * @param {Map<string, { count: number, list: string[] }>} found category → its count, and the findings
 *   that make it up (one line each)
 * @param {string} fix what to do when a count is over its ceiling
 * @returns {boolean} whether every count is within its ceiling
 */
export function checkCeilings(tool, file, found, fix) {
  const ceilingsFile = path.join(ROOT, file);
  const ceilings = JSON.parse(readFileSync(ceilingsFile, 'utf8'));
  const over = [];
  const below = [];
  for (const category of new Set([...Object.keys(ceilings), ...found.keys()])) {
    const count = found.get(category)?.count ?? 0;
    const ceiling = ceilings[category] ?? 0;
    if (count > ceiling) over.push({ category, count, ceiling });
    else if (count < ceiling) below.push({ category, count, ceiling });
  }
  for (const { category, count, ceiling } of over) {
    console.error(`${tool}: ${count} ${category}, ceiling ${ceiling}:`);
    for (const line of found.get(category).list) console.error(`  ${line}`);
  }
  if (process.argv.includes('--update')) {
    const next = {};
    for (const category of Object.keys(ceilings).sort()) {
      next[category] = Math.min(ceilings[category], found.get(category)?.count ?? 0);
    }
    writeFileSync(ceilingsFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`${tool}: ceilings written to ${file}`);
  } else if (below.length > 0) {
    const list = below.map((b) => `${b.category} ${b.count} < ${b.ceiling}`).join(', ');
    console.log(`${tool}: fewer than the ceilings (${list}): lower them with the same command and --update`);
  }
  if (over.length > 0) {
    console.error(`${tool}: ${fix}`);
    return false;
  }
  console.log(`${tool}: within the ceilings`);
  return true;
}
