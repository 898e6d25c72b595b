const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'vlive',
  dir: __dirname,
  kind: 'remote',
  devPort: 8082,
  title: '开球直播 · vlive',
  exposes: { './routes': './src/routes.tsx' },
});
