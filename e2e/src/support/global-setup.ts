/**
 * Starts the production-built suite once for the whole e2e run; the returned function stops it.
 * What the server prints goes to a file (E2E_SERVER_TERMINAL): the terminal a fan running
 * `npm start` reads, where the console SMS provider prints the codes (support/terminal.ts).
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSuite } from '@kickoff/ops/src/suite';
import { E2E_PORTS, E2E_RTMP_PORT, E2E_SEED_PASSWORD } from './ports';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kickoff-e2e-'));
  const terminalDir = mkdtempSync(path.join(tmpdir(), 'kickoff-e2e-terminal-'));
  const terminal = path.join(terminalDir, 'server.log');
  writeFileSync(terminal, '');
  const allowed = [...Object.values(E2E_PORTS), '39180', '39181', '39182', '39183', '39184', '39185', '39186', '8096']
    .map((p) => `http://localhost:${p}`)
    .join(',');
  const suite = await startSuite({
    env: { ...process.env, ...E2E_PORTS, ALLOWED_ORIGINS: allowed },
    // every spec, run first or alone, finds the whole lived-in world
    settled: true,
    serverEnv: {
      DATA_DIR: dataDir,
      LIVE_SPEED: process.env.E2E_LIVE_SPEED ?? '20',
      LIVE_DEMO_EVERY_S: '60',
      LIVE_DEMO_FIRST_S: '15',
      SEED: '20261122',
      NODE_ENV: 'test',
      DEV_ROUTES: '1',
      // as `npm start`: codes printed on the server's terminal (DEV_ROUTES also keeps them in the test outbox)
      SMS_PROVIDER: 'console',
      // the seeded accounts' one password: the news desk (an admin) signs in to the staff console
      SEED_PASSWORD: E2E_SEED_PASSWORD,
      // anchors push RTMP here (vlive-anchor-push.spec.ts), as `npm start` on 1935
      VLIVE_RTMP_PORT: E2E_RTMP_PORT,
    },
    log: (chunk) => {
      appendFileSync(terminal, `${chunk}\n`);
      if (process.env.E2E_VERBOSE) console.info(chunk);
    },
  });
  process.env.E2E_HOST_URL = suite.hostUrl;
  process.env.E2E_API_URL = suite.apiUrl;
  process.env.E2E_SERVER_TERMINAL = terminal;
  return async () => {
    await suite.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(terminalDir, { recursive: true, force: true });
  };
}
