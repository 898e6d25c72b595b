const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'account',
  dir: __dirname,
  kind: 'remote',
  devPort: 8085,
  title: '开球直播 · account',
  exposes: { './routes': './src/routes.tsx' },
});
