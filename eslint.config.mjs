// Lint for the whole workspace. The dependency rule of docs/architecture.md is enforced here:
// shared imports no app, remotes never import the host or each other, the server only
// takes @kickoff/shared/contracts, and contracts never touch the DOM.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { remoteLayout } from './shared/build/eslint-remote-layout.mjs';

const apps = [
  'host',
  'remote-scores',
  'remote-vlive',
  'remote-news',
  'remote-messaging',
  'remote-account',
  'remote-console',
];
// Everyone reaches the router through @kickoff/shared/navigation (one tree-shaken shared copy).
const routerPaths = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: "Import from '@kickoff/shared/navigation': it is the suite's one shared, tree-shaken router.",
}));
// A match status is read through the named statuses and predicates of @kickoff/shared/contracts
// (statuses.ts), never by comparing a status field (`.s`, `.state`) with a bare number.
const statusComparisons = ['left', 'right'].map((side) => ({
  selector:
    `BinaryExpression[${side}.type='MemberExpression'][${side}.computed=false][${side}.property.name=/^(s|state)$/]` +
    `[${side === 'left' ? 'right' : 'left'}.type='Literal'][${side === 'left' ? 'right' : 'left'}.raw=/^[0-9]+$/]`,
  message: 'Compare a match status through FOOTBALL_STATUS / BASKETBALL_STATUS or a predicate of statuses.ts.',
}));
// A page loads through useData / usePagedData (@kickoff/shared/data) or a hook of its feature, never by a
// request started in an effect of its own: api.get/api.post, get/post of @kickoff/shared/api, unwrap, fetch.
const effectCalls = ['useEffect', 'useLayoutEffect'].flatMap((hook) =>
  [
    "CallExpression[callee.type='MemberExpression'][callee.object.name='api']",
    'CallExpression[callee.name=/^(get|post|unwrap|fetch)$/]',
  ].map((call) => ({
    selector: `CallExpression[callee.name='${hook}'] > :function ${call}`,
    message: 'A page loads data through useData / usePagedData (@kickoff/shared/data) or a hook, not in an effect.',
  })),
);
const restrict = (patterns) => ['error', { paths: routerPaths, patterns }];
const appImports = (except) =>
  apps.filter((a) => a !== except).flatMap((a) => [`@kickoff/${a}`, `@kickoff/${a}/*`, `**/${a}/**`]);

// What the server may import: of @kickoff/shared only the contracts, and never a front end.
const serverImportPatterns = [
  {
    group: ['@kickoff/shared/*', '!@kickoff/shared/contracts'],
    message: 'The server uses only @kickoff/shared/contracts.',
  },
  { group: appImports(''), message: 'The server never imports a front end.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/.data/**',
      'e2e/output/**',
      '**/.first-paint/**',
      '**/.early-draw/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Prettier (checked in `npm test`) lays code out at 120; this catches what it cannot wrap (long strings, comments)
  { files: ['**/*.{ts,tsx,js,mjs,cjs}'], rules: { 'max-len': ['error', { code: 120, tabWidth: 2 }] } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': ['error', ...statusComparisons],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([...appImports(app), '@kickoff/server', '@kickoff/server/*']),
    },
  })),
  {
    files: ['remote-*/src/pages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...statusComparisons, ...effectCalls] },
  },
  {
    // every remote is laid out as docs/architecture.md "Inside a remote" says: pages → features → lib → shared
    files: ['remote-*/src/**/*.{ts,tsx}'],
    plugins: { layout: remoteLayout },
    rules: { 'layout/import-direction': 'error', 'layout/no-page-api': 'error' },
  },
  {
    // A page's test stands in for the server by mocking the feature's api module (jest.mock), so it imports it.
    files: ['remote-*/src/pages/**/*.test.{ts,tsx}'],
    rules: { 'layout/no-page-api': 'off' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([...appImports(''), '@kickoff/server', '@kickoff/server/*']) },
  },
  {
    // Playwright fixtures call `use(...)`, which is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['shared/src/navigation/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/src/contracts/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'location',
        'HTMLElement',
      ],
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react-dom/*', 'axios', 'js-cookie', 'zustand', '../*'] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: serverImportPatterns,
        },
      ],
    },
  },
  {
    // who is calling is platform code below the features: it imports none of them
    files: ['server/src/auth/**/*.ts'],
    ignores: ['server/src/auth/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverImportPatterns,
            {
              regex: '^\\.\\./(?!errors$|db/|typebox$|config$)',
              message:
                'auth/ is below the features: it may use errors, db, typebox and config, never a feature folder.',
            },
          ],
        },
      ],
    },
  },
);
