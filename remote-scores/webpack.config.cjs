const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'scores',
  dir: __dirname,
  kind: 'remote',
  devPort: 8081,
  title: '开球直播 · scores',
  exposes: { './routes': './src/routes.tsx' },
  // the landing pages whose chunks a first visit's early.js asks for (shared/build/preload-hints.cjs)
  preloadPages: [
    { pattern: '^/live/hot/?$', chunks: ['page-hot'] },
    { pattern: '^/live/zq/?$', chunks: ['page-zq-list'] },
    { pattern: '^/live/lq/?$', chunks: ['page-lq-list'] },
  ],
});
