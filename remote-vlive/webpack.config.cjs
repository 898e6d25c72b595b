const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  name: 'vlive',
  dir: __dirname,
  kind: 'remote',
  devPort: 8082,
  title: '开球直播 · vlive',
  exposes: { './routes': './src/routes.tsx' },
  // the landing pages whose chunks a first visit's early.js asks for (shared/build/preload-hints.cjs)
  // and the room list's first rooms, drawn before those have run (src/early/room-list-early.ts)
  preloadPages: [
    { pattern: '^/vlive(/[0-9]+)?/?$', chunks: ['page-room-list'], early: 'src/early/room-list-early.ts' },
  ],
});
