const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('@kickoff/shared/build/webpack-app.cjs');
const { firstPaintBuild, FirstPaintPages } = require('./build/first-paint.cjs');
const { earlyBuild } = require('./build/early.cjs');

const base = createAppConfig({
  name: 'host',
  dir: __dirname,
  kind: 'host',
  devPort: 8080,
  title: '开球直播',
  runtimePlugins: [
    require.resolve('./src/federation/remote-timeout.ts'),
    require.resolve('./src/federation/remote-fallback.ts'),
  ],
});

/** Emits public/ (web app manifest, icons) beside index.html; the template itself is HtmlWebpackPlugin's. */
class EmitPublicAssets {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitPublicAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicAssets', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const root = path.join(__dirname, 'public');
          const walk = (dir) =>
            fs
              .readdirSync(dir, { withFileTypes: true })
              .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
          for (const file of walk(root)) {
            const name = path.relative(root, file).split(path.sep).join('/');
            if (name === 'index.html') continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

// three builds: the first-paint shells (for Node) first, then the browser's, whose pages include
// them, then early.js (build/early.cjs), which reads what the browser's provides
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.name = 'host';
  config.dependencies = ['first-paint'];
  config.plugins.push(new EmitPublicAssets());
  // after the HtmlWebpackPlugin it copies
  config.plugins.push(new FirstPaintPages());
  return [firstPaintBuild(config), config, earlyBuild(config)];
};
