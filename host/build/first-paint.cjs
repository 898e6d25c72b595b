// @ts-check
// The first-paint pages (src/first-paint): a Node build of src/first-paint/render.tsx, made before
// the browser build, whose output writes each first paint's shell into a copy of index.html.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const OUT = path.join(__dirname, '../.first-paint');
const LIST = require('../src/first-paint/first-paints.json');
const FIRST_PAINTS = LIST.pages;

/**
 * The Node build, from the browser build's own config: the same loaders, so CSS modules get the same
 * class names (css-loader hashes the file's path and the class); their CSS itself is the browser's.
 * @param {import('webpack').Configuration} browser
 * @returns {import('webpack').Configuration}
 */
function firstPaintBuild(browser) {
  const rules = /** @type {import('webpack').RuleSetRule[]} */ (browser.module?.rules ?? []);
  return {
    name: 'first-paint',
    mode: browser.mode,
    target: 'node',
    context: browser.context,
    devtool: false,
    entry: path.join(__dirname, '../src/first-paint/render.tsx'),
    output: { path: OUT, filename: 'render.cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: browser.resolve,
    // packages from node_modules stay require()s; the workspace's own (TypeScript) are compiled in
    externals: [
      ({ request }, callback) =>
        request && !request.startsWith('.') && !request.startsWith('@kickoff/') && !path.isAbsolute(request)
          ? callback(undefined, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      rules: rules.map((rule) => {
        if (!Array.isArray(rule.use)) return rule;
        // drop the style loader (MiniCssExtractPlugin's or style-loader): only the class names are needed
        const css = rule.use.filter((u) => typeof u === 'object' && u?.loader === 'css-loader');
        if (css.length === 0) return rule;
        const options = /** @type {{ modules?: object }} */ (
          /** @type {{ options?: object }} */ (css[0]).options ?? {}
        );
        return {
          ...rule,
          use: [
            {
              loader: 'css-loader',
              options: {
                ...options,
                modules: options.modules ? { ...options.modules, exportOnlyLocals: true } : { exportOnlyLocals: true },
              },
            },
          ],
        };
      }),
    },
    plugins: [],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}

/** Writes each first-paint page: index.html as the browser build makes it, its root holding the shell. */
class FirstPaintPages {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const template = compiler.options.plugins.find((p) => p instanceof HtmlWebpackPlugin);
    if (!template) throw new Error('first-paint pages: no HtmlWebpackPlugin to copy');
    for (const { file } of FIRST_PAINTS) {
      new HtmlWebpackPlugin({
        .../** @type {{ userOptions: object }} */ (/** @type {unknown} */ (template)).userOptions,
        filename: file,
      }).apply(compiler);
    }
    compiler.hooks.compilation.tap('FirstPaintPages', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('FirstPaintPages', (data) => {
        const file = data.outputName;
        if (!FIRST_PAINTS.some((p) => p.file === file)) return data;
        const render = path.join(OUT, 'render.cjs');
        delete require.cache[render];
        const { renderFirstPaint, preloadLinks } = require(render);
        const root = '<div id="root"></div>';
        if (!data.html.includes(root)) throw new Error(`first-paint pages: ${root} not in index.html`);
        // the page's first API call, started from the head in parallel with the scripts
        const charset = /<meta charset="utf-8"\s*\/?>/i;
        if (!charset.test(data.html)) throw new Error('first-paint pages: no <meta charset> in index.html');
        const html = data.html
          .replace(charset, (meta) => meta + preloadLinks(file))
          .replace(root, `<div id="root">${renderFirstPaint(file)}</div>`);
        return { ...data, html };
      });
    });
    // the list, for the static servers (ops/src/static-server.ts) and for deployment checks
    compiler.hooks.thisCompilation.tap('FirstPaintPages', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstPaintPages', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('first-paint.json', new compiler.webpack.sources.RawSource(JSON.stringify(LIST))),
      );
    });
  }
}

module.exports = { firstPaintBuild, FirstPaintPages };
