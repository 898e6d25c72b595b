/**
 * Ports (and the seeded accounts' password) of the suite the e2e run starts (global setup), away
 * from the dev defaults so a running `pnpm start` does not collide. Tests that need a private suite
 * use PRIVATE_PORTS.
 */
export const E2E_PORTS = {
  API_PORT: '39000',
  HOST_PORT: '39080',
  SCORES_PORT: '39081',
  VLIVE_PORT: '39082',
  NEWS_PORT: '39083',
  MESSAGING_PORT: '39084',
  ACCOUNT_PORT: '39085',
  CONSOLE_PORT: '39086',
};

export const PRIVATE_PORTS = {
  API_PORT: '39000', // private suites share the global API server
  HOST_PORT: '39180',
  SCORES_PORT: '39181',
  VLIVE_PORT: '39182',
  NEWS_PORT: '39183',
  MESSAGING_PORT: '39184',
  ACCOUNT_PORT: '39185',
  CONSOLE_PORT: '39186',
};

/** The RTMP port of the suite's server (its anchors' ingest, VLIVE_RTMP_PORT; loopback only). */
export const E2E_RTMP_PORT = '39935';

/** The password of the suite's seeded accounts (SEED_PASSWORD): the news desk 13800000100 is an admin. */
export const E2E_SEED_PASSWORD = 'seeded-for-e2e';
