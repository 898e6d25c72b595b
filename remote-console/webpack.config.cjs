const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'console',
  dir: __dirname,
  kind: 'remote',
  devPort: 8086,
  title: '开球直播 · console',
  exposes: { './routes': './src/routes.tsx' },
  // remoteEntry.js would otherwise set window.console
  globalName: 'kickoff_console',
});
