// One jest run over every package; each package is a project so its tests run with its own roots.
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
/** jsdom tests' wait for what a page shows (scripts/jest-dom-waits.cjs) */
const domWaits = fileURLToPath(new URL('./scripts/jest-dom-waits.cjs', import.meta.url));
const packages = [
  'shared',
  'server',
  'ops',
  'host',
  'remote-scores',
  'remote-vlive',
  'remote-news',
  'remote-messaging',
  'remote-account',
  'remote-console',
];

export default {
  projects: packages.map((dir) => ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/build/**/*.test.ts'],
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    // sanitize-html's parser (htmlparser2 and its dom packages) ships ESM only; so does cookie (app.inject)
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(dayjs|echarts|zrender|cookie|' +
        'htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities))',
    ],
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
    setupFilesAfterEnv: [domWaits],
    extensionsToTreatAsEsm: [],
  })),
  testTimeout: 30000,
};
