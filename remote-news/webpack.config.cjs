const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'news',
  dir: __dirname,
  kind: 'remote',
  devPort: 8083,
  title: '开球直播 · news',
  exposes: { './routes': './src/routes.tsx' },
  // the landing pages whose chunks a first visit's early.js asks for (shared/build/preload-hints.cjs)
  preloadPages: [{ pattern: '^/news/[0-9]+/?$', chunks: ['page-headlines'] }],
});
