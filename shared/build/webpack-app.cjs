// @ts-check
// The webpack config every app of the suite is built with: one loader set, one federation setup,
// one output layout. An app's own webpack.config.cjs only names itself and what it exposes.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { SriFilelessChunks } = require('./sri-fileless-chunks.cjs');
const { PreloadHints } = require('./preload-hints.cjs');
const { earlyDrawBuild, EmitEarlyDraws } = require('./early-draw.cjs');
const { sharedSingletons } = require('./federation.cjs');

/**
 * @typedef {object} AppOptions
 * @property {string} name        federation name (host, scores, vlive, news, messaging, account)
 * @property {string} dir         the app's folder
 * @property {'host' | 'remote'} kind
 * @property {number} devPort     port of the dev server
 * @property {string} title       page title of the generated HTML
 * @property {Record<string, string>} [exposes]
 * @property {string[]} [runtimePlugins]
 * @property {import('./preload-hints.cjs').PreloadPage[]} [preloadPages]  a remote's landing pages:
 *   each one's path pattern and its route's chunks, for preload.json (preload-hints.cjs)
 * @property {string} [globalName]  the window property remoteEntry.js sets, when the federation name
 *   would clobber one the page needs (the console's: `window.console`); default the federation name
 */

// Text assets get .br and .gz siblings at build time: the static servers (ops' sirv, nginx's
// gzip_static) send those as they are, so nothing is compressed per request.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;
const compressionPlugins = () => [
  new CompressionPlugin({
    algorithm: 'gzip',
    filename: '[path][base].gz',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
  }),
  new CompressionPlugin({
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
];

// sha256 for chunks (remotes.json pins the entries with sha384): as strong for integrity, and 21
// bytes less per chunk in every runtime's map, which /live/hot's first-row budget has no room for
const SRI_HASH = 'sha256';
const SRI_HASHES = [SRI_HASH];

/**
 * Where a production build's source maps go: never inside the folder a server or CDN serves.
 * @param {AppOptions} app
 */
function sourceMapDir(app) {
  const version = process.env.KICKOFF_VERSION || require(path.join(app.dir, 'package.json')).version;
  const root = process.env.KICKOFF_SOURCEMAP_DIR || path.resolve(__dirname, '../../sourcemaps');
  return path.join(root, app.name, version);
}

/** @param {AppOptions} app */
function createAppConfig(app) {
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const prod = argv.mode !== 'development';
    const swc = {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
          target: 'es2020',
        },
      },
    };
    // Production builds put CSS in its own files (loaded with each chunk, cached apart, not counted
    // against the JavaScript a phone parses); development injects it for fast reloads.
    const styleLoader = prod ? MiniCssExtractPlugin.loader : 'style-loader';
    // KICKOFF_OUT_DIR lets a release build land in a versioned folder (e.g. releases/scores/1.2.0).
    const outDir = process.env.KICKOFF_OUT_DIR ? path.resolve(process.env.KICKOFF_OUT_DIR) : path.join(app.dir, 'dist');
    /** @type {import('webpack').Configuration} */
    const config = {
      mode: prod ? 'production' : 'development',
      // Production maps are hidden (no sourceMappingURL comment) and written outside the served
      // folder: sourcemaps/<app>/<version>/ at the repository root, for an error tracker's upload.
      devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { main: path.join(app.dir, 'src/index.ts') },
      output: {
        path: outDir,
        sourceMapFilename: `${path.relative(outDir, sourceMapDir(app)).split(path.sep).join('/')}/[file].map`,
        // The federation runtime lives in entry chunks: they cannot carry a content hash.
        // Entries are cache-busted by the versioned folder they are served from.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: app.kind === 'host' ? '/' : 'auto',
        uniqueName: `kickoff_${app.name}`,
        // chunk scripts and styles carry `integrity` (SubresourceIntegrityPlugin below), which needs CORS
        crossOriginLoading: prod ? 'anonymous' : false,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swc },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: prod ? `${app.name}_[hash:base64:6]` : `${app.name}_[name]_[local]`,
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, 'css-loader'] },
          { test: /\.(png|svg|mp3|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(
            process.env.KICKOFF_VERSION || require(path.join(app.dir, 'package.json')).version,
          ),
          __APP_NAME__: JSON.stringify(app.name),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          ...(app.globalName ? { library: { type: 'global', name: app.globalName } } : {}),
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedSingletons({ eager: app.kind === 'host' }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: app.runtimePlugins ?? [],
          // Browser-only builds: drop the runtime's Node code paths. Remotes never load remotes
          // themselves, so their copy of the runtime also goes without remote loading and the
          // manifest (snapshot) handling that only the host needs. (externalRuntime was measured
          // and left out: see ops/README.md "Sizes".)
          experiments: {
            optimization:
              app.kind === 'host' ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
        }),
        ...(prod
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        // Every chunk pinned: each runtime (main.js, remoteEntry.js) carries the sha384 of the chunks
        // it loads (sriHashes) and sets it as the script's integrity, so an entry pinned by
        // remotes.json pins everything below it. Hashes are taken after minifying and kept right by
        // realContentHash (on in production); the .gz/.br copies decode to the same bytes.
        ...(prod
          ? [
              new SubresourceIntegrityPlugin({ hashFuncNames: SRI_HASHES, hashLoading: 'eager' }),
              new SriFilelessChunks(SRI_HASHES),
            ]
          : []),
        ...(prod && app.kind === 'remote'
          ? [
              new EmitEarlyDraws({ appDir: app.dir, pages: app.preloadPages ?? [] }),
              new PreloadHints({
                exposes: Object.keys(app.exposes ?? {}),
                pages: app.preloadPages ?? [],
                hashFuncName: SRI_HASH,
              }),
            ]
          : []),
        ...(prod ? compressionPlugins() : []),
        new HtmlWebpackPlugin({
          template: path.join(app.dir, 'public/index.html'),
          title: app.title,
          publicPath: app.kind === 'host' ? '/' : 'auto',
          inject: 'body',
        }),
      ],
      optimization: {
        minimize: prod,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            // three passes: ~0.2 KB off main.js, room the first row's 200 KB budget needed (ops/README.md "Sizes")
            terserOptions: { compress: { passes: 3 } },
          }),
          new CssMinimizerPlugin(),
        ],
      },
      performance: { hints: false },
      // federation.cjs shares @kickoff/shared/ as singletons except its stateless modules (contracts, rules…): the
      // plugin warns about that mix for every shared module, though no stateful module is excluded
      ignoreWarnings: [/"singleton: true" is used together with "exclude\.request/],
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(app.dir, 'public') },
        hot: false,
        liveReload: true,
      },
      stats: 'errors-warnings',
    };
    // a remote's early draws (early-draw.cjs) are built first, then taken into its own build
    if (!prod || !(app.preloadPages ?? []).some((p) => p.early)) return config;
    config.name = app.name;
    config.dependencies = ['early-draw'];
    return [earlyDrawBuild(config, app.dir, app.preloadPages ?? []), config];
  };
}

module.exports = { createAppConfig, compressionPlugins };
