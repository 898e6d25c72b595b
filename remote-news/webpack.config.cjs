const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'news',
  dir: __dirname,
  kind: 'remote',
  devPort: 8083,
  title: '开球直播 · news',
  exposes: { './routes': './src/routes.tsx' },
});
