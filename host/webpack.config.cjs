const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');

module.exports = createAppConfig({ name: 'host', dir: __dirname, kind: 'host', devPort: 8080, title: '开球直播' });
