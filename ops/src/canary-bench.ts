/**
 * `pnpm bench` (ops): the canary split over 10,000 simulated fresh visitors, each asking the host's
 * real static server for remotes.json (and again, as a reload, with the cookie it was given).
 * Prints the share that got the canary against the target and whether any reload flipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_VERSIONS_HEADER } from '@kickoff/shared/contracts';
import { manifestForVisitor } from './canary';
import type { RemotesManifest } from './manifest';
import { startStaticServer } from './static-server';

const VISITORS = 10_000;
const TARGETS = [10];

const manifestAt = (percent: number): RemotesManifest => ({
  env: 'bench',
  remotes: {
    news: {
      url: 'http://localhost:8083/mf-manifest.json',
      version: '1.0.0',
      prefixes: ['/news'],
      canary: { url: 'http://localhost:8093/mf-manifest.json', version: '1.1.0', percent },
    },
  },
});

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'kickoff-canary-bench-'));
  let percent = TARGETS[0]!;
  const server = await startStaticServer({
    root,
    port: 0,
    dynamic: { '/remotes.json': (req) => manifestForVisitor(manifestAt(percent), req.headers.cookie) },
  });
  let worst = 0;
  try {
    for (const target of TARGETS) {
      percent = target;
      let canary = 0;
      let flips = 0;
      const started = Date.now();
      // 100 visitors at a time, each: a first visit, then a reload with the cookie it got
      const visit = async () => {
        const first = await fetch(`${server.url}/remotes.json`);
        const got = first.headers.get(REMOTE_VERSIONS_HEADER);
        const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
        const reload = await fetch(`${server.url}/remotes.json`, { headers: { cookie } });
        if (reload.headers.get(REMOTE_VERSIONS_HEADER) !== got) flips++;
        if (got?.includes(';canary')) canary++;
      };
      for (let i = 0; i < VISITORS; i += 100) await Promise.all(Array.from({ length: 100 }, visit));
      const share = (canary / VISITORS) * 100;
      worst = Math.max(worst, Math.abs(share - target));
      console.info(
        `canary ${String(target).padStart(2)} %: ${share.toFixed(2)} % of ${VISITORS} fresh visitors ` +
          `(off by ${Math.abs(share - target).toFixed(2)}), reloads that flipped: ${flips}, ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s for ${VISITORS * 2} requests`,
      );
      if (flips > 0) process.exitCode = 1;
    }
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
  console.info(`worst deviation ${worst.toFixed(2)} points (target within ±1)`);
  if (worst > 1) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
