// @ts-check
// early.js (src/early/early.ts): a build of its own, so it carries no federation runtime and none of
// the host's modules; made after the host's, into the same folder, since it is told which shared
// modules the host provides (the host's mf-manifest.json) and leaves their remote copies alone.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { compressionPlugins } = require('@kickoff/shared/build/webpack-app.cjs');

/** @param {import('webpack').Configuration} host */
function typescriptRule(host) {
  const rules = /** @type {import('webpack').RuleSetRule[]} */ (host.module?.rules ?? []);
  const rule = rules.find((r) => r.test instanceof RegExp && r.test.test('early.ts'));
  if (!rule) throw new Error('early.js: the host build has no rule for .ts');
  return rule;
}

/**
 * @param {import('webpack').Configuration} host the host's browser build
 * @returns {import('webpack').Configuration}
 */
function earlyBuild(host) {
  const out = /** @type {string} */ (host.output?.path);
  // the host's manifest on disk: a production build's (the dev server keeps its output in memory,
  // and its remotes have no preload.json, so there early.js preloads only a remote's entry)
  const hostShared = () => {
    const file = path.join(out, 'mf-manifest.json');
    if (!fs.existsSync(file)) return '[]';
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    return JSON.stringify(manifest.shared.map((/** @type {{ name: string }} */ s) => s.name));
  };
  return {
    name: 'early',
    dependencies: ['host'],
    mode: host.mode,
    target: 'web',
    context: host.context,
    devtool: false,
    entry: path.join(__dirname, '../src/early/early.ts'),
    output: { path: out, filename: 'early.js', clean: false },
    resolve: host.resolve,
    // the host's TypeScript loader (swc); no CSS, no assets: early.js has none
    module: { rules: [typescriptRule(host)] },
    plugins: [
      new webpack.DefinePlugin({
        __HOST_SHARED__: webpack.DefinePlugin.runtimeValue(hostShared, {
          fileDependencies: [path.join(out, 'mf-manifest.json')],
        }),
      }),
      // .br and .gz beside it, as every other text file of a build, for the static servers to send
      ...(host.mode === 'production' ? compressionPlugins() : []),
    ],
    optimization: host.optimization,
    stats: 'errors-warnings',
  };
}

module.exports = { earlyBuild };
