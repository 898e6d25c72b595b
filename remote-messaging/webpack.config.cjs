const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'messaging',
  dir: __dirname,
  kind: 'remote',
  devPort: 8084,
  title: '开球直播 · messaging',
  exposes: { './routes': './src/routes.tsx' },
});
