const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'scores',
  dir: __dirname,
  kind: 'remote',
  devPort: 8081,
  title: '开球直播 · scores',
  exposes: { './routes': './src/routes.tsx' },
});
