/** Starts the production-built suite once for the whole e2e run; the returned function stops it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSuite } from '@kickoff/ops/src/suite';
import { E2E_PORTS } from './ports';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kickoff-e2e-'));
  const allowed = [...Object.values(E2E_PORTS), '39180', '39181', '39182', '39183', '39184', '39185', '8096']
    .map((p) => `http://localhost:${p}`)
    .join(',');
  const suite = await startSuite({
    env: { ...process.env, ...E2E_PORTS, ALLOWED_ORIGINS: allowed },
    serverEnv: {
      DATA_DIR: dataDir,
      LIVE_SPEED: process.env.E2E_LIVE_SPEED ?? '20',
      LIVE_DEMO_EVERY_S: '60',
      LIVE_DEMO_FIRST_S: '15',
      SEED: '20261122',
      NODE_ENV: 'test',
      DEV_ROUTES: '1',
    },
    log: process.env.E2E_VERBOSE ? (l) => console.info(l) : undefined,
  });
  process.env.E2E_HOST_URL = suite.hostUrl;
  process.env.E2E_API_URL = suite.apiUrl;
  return async () => {
    await suite.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
