// Prints the gzip size of every app's entry (main.js / remoteEntry.js), its exposed ./routes chunk
// and the whole build, from the production dist folders (run `pnpm build` first).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ROOT, APPS } from './lib.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const rows = [];
for (const app of APPS) {
  const dist = path.join(ROOT, app, 'dist');
  if (!existsSync(dist)) {
    rows.push([app, 'not built']);
    continue;
  }
  const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  const entry = app === 'host' ? 'main.js' : 'remoteEntry.js';
  const expose = js.find((f) => f.startsWith('__federation_expose_routes'));
  rows.push([
    app,
    `entry ${kb(gz(path.join(dist, entry)))}`,
    expose ? `./routes ${kb(gz(path.join(dist, expose)))}` : '',
    `all JS ${kb(total)} in ${js.length} files`,
  ]);
}
console.info('bundle sizes (gzip -9):');
for (const r of rows) console.info(`  ${r[0].padEnd(18)} ${r.slice(1).filter(Boolean).join(' · ')}`);
