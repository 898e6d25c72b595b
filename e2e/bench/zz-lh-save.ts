import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { CHROMIUM_LAUNCH } from '../src/support/browser';
import { runBench, withSuite } from './bench-suite';
const PORTS = { API_PORT: '39600', HOST_PORT: '39680', SCORES_PORT: '39681', VLIVE_PORT: '39682', NEWS_PORT: '39683', MESSAGING_PORT: '39684', ACCOUNT_PORT: '39685' };
const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');
runBench(() =>
  withSuite('lighthouse', PORTS, { SEED: '20261122' }, async (suite) => {
    for (const p of ['/vlive/0', '/news/1002']) {
      const flags = CHROMIUM_LAUNCH.args.filter((a) => a !== '--headless').concat('--headless=new');
      const { stdout } = await promisify(execFile)(process.execPath, [CLI, suite.hostUrl + p, '--output=json', '--quiet', '--only-categories=performance', `--chrome-flags=${flags.join(' ')}`], { env: { ...process.env, CHROME_PATH: CHROMIUM_LAUNCH.executablePath }, maxBuffer: 256 * 1024 * 1024 });
      writeFileSync(`/tmp/lh-${p.replace(/\//g, '_')}.json`, stdout);
    }
  }),
);
