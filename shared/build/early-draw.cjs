// @ts-check
// A remote's early draws: for a landing page that names one (`preloadPages[].early`), a small script
// of the remote's own that draws the page's first items from the answer early.js took for the page's
// first call, before main.js, the remote's entry and the page's chunks have loaded and run (see
// host/src/early/ and @kickoff/shared/contracts early-answers). Built on its own — no federation
// runtime, no React, no shared module — with the remote's loaders, so its CSS modules have the class
// names of the remote's own CSS (whose files it waits for; it emits none). The remote's build then
// takes each file in as an asset (EmitEarlyDraws), so it is minified once, hashed, compressed and
// named in preload.json (preload-hints.cjs) with its integrity like the remote's chunks.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

/** @param {number} i */
const entryName = (i) => `early-draw-${i}`;

/**
 * The early draws' build, from the remote's browser build: its TypeScript loader, and its CSS modules'
 * loader keeping only the class names.
 * @param {import('webpack').Configuration} browser
 * @param {string} appDir
 * @param {import('./preload-hints.cjs').PreloadPage[]} pages
 * @returns {import('webpack').Configuration}
 */
function earlyDrawBuild(browser, appDir, pages) {
  const rules = /** @type {import('webpack').RuleSetRule[]} */ (browser.module?.rules ?? []);
  /** @type {Record<string, string>} */
  const entry = {};
  pages.forEach((p, i) => {
    if (p.early) entry[entryName(i)] = path.join(appDir, p.early);
  });
  return {
    name: 'early-draw',
    mode: browser.mode,
    target: 'web',
    context: browser.context,
    devtool: false,
    entry,
    output: { path: path.join(appDir, '.early-draw'), filename: '[name].js', clean: true },
    resolve: browser.resolve,
    module: {
      rules: rules.map((rule) => {
        if (!Array.isArray(rule.use)) return rule;
        const css = rule.use.find((u) => typeof u === 'object' && u?.loader === 'css-loader');
        if (!css || typeof css !== 'object') return rule;
        const options = /** @type {{ modules?: object }} */ (css.options ?? {});
        if (!options.modules) return { ...rule, use: [] };
        return {
          ...rule,
          use: [
            { loader: 'css-loader', options: { ...options, modules: { ...options.modules, exportOnlyLocals: true } } },
          ],
        };
      }),
    },
    optimization: { minimize: browser.optimization?.minimize, minimizer: browser.optimization?.minimizer },
    stats: 'errors-warnings',
  };
}

/** Takes each early draw into the remote's build as `early-draw-<i>.<hash>.js`, marked with its page. */
class EmitEarlyDraws {
  /** @param {{ appDir: string, pages: import('./preload-hints.cjs').PreloadPage[] }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { appDir, pages } = this.options;
    compiler.hooks.thisCompilation.tap('EmitEarlyDraws', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitEarlyDraws', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          pages.forEach((page, i) => {
            if (!page.early) return;
            const file = path.join(appDir, '.early-draw', `${entryName(i)}.js`);
            const bytes = fs.readFileSync(file);
            compilation.fileDependencies.add(file);
            const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8);
            compilation.emitAsset(`${entryName(i)}.${hash}.js`, new sources.RawSource(bytes), {
              minimized: true,
              immutable: true,
              earlyDrawFor: page.pattern,
            });
          });
        },
      );
    });
  }
}

module.exports = { earlyDrawBuild, EmitEarlyDraws };
