// @ts-check
// preload.json beside a remote's mf-manifest.json: the files a first visit needs before the remote's
// page can draw, so the host's early.js can ask for them while main.js is still loading (see
// host/src/early/). For the exposed routes module and for each landing page (a path pattern the
// remote names, with its route's chunks): the chunks' own files and the shared modules they take
// from the share scope; and for every shared module, this build's copy of it (its provide
// module's chunks: what the share scope serves when no one else provides it, as the host does for
// some) with the shared modules that copy takes in turn. Each script carries the integrity its runtime gives
// the script element (the SubresourceIntegrityPlugin's: a hash of the final bytes), since a preload
// is used only by an element asking for the same integrity.
const crypto = require('node:crypto');

/**
 * @typedef {{ href: string, as: 'script' | 'style', integrity?: string }} Hint
 * @typedef {{ files: Hint[], shared: string[] }} Group  files, and the shared modules they take
 * @typedef {{ pattern: string, chunks: string[], early?: string }} PreloadPage  early: the page's early
 *   draw, a source file of the remote's (early-draw.cjs)
 * preload.json: { expose: Group, pages: (Group & { pattern, early?: Hint })[], shared: Record<string, Group> }
 */

class PreloadHints {
  /**
   * @param {{ exposes: string[], pages: PreloadPage[], hashFuncName: string }} options
   *   exposes: the exposed modules' names (`./routes`); pages: each landing page's path pattern and
   *   the webpackChunkName of the chunks its route loads
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { exposes, pages, hashFuncName } = this.options;
    compiler.hooks.thisCompilation.tap('PreloadHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after every stage that changes a file's bytes or name (minifying, SRI, real content hashes)
        { name: 'PreloadHints', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const { chunkGraph } = compilation;
          /** @param {Iterable<import('webpack').Chunk>} chunks @returns {Hint[]} */
          const hintsOf = (chunks) =>
            [...chunks].flatMap((chunk) =>
              [...chunk.files].flatMap((file) => {
                const asset = compilation.getAsset(file);
                if (!asset) return [];
                if (file.endsWith('.css')) return [{ href: file, as: /** @type {const} */ ('style') }];
                if (!file.endsWith('.js')) return [];
                const digest = crypto.createHash(hashFuncName).update(asset.source.buffer()).digest('base64');
                return [{ href: file, as: /** @type {const} */ ('script'), integrity: `${hashFuncName}-${digest}` }];
              }),
            );
          // each shared module's copy in this build: the chunks its provide module loads
          /** @type {Map<string, import('webpack').Chunk[]>} */
          const copies = new Map();
          for (const m of compilation.modules) {
            if (m.type !== 'provide-module' || !m.blocks[0]) continue;
            const group = chunkGraph.getBlockChunkGroup(m.blocks[0]);
            const name = /** @type {{ _name: string }} */ (/** @type {unknown} */ (m))._name;
            if (group) copies.set(name, group.chunks);
          }
          /** @param {Iterable<import('webpack').Chunk>} chunks the shared modules they take from the share scope */
          const sharedOf = (chunks) => {
            /** @type {Set<string>} */
            const keys = new Set();
            for (const chunk of chunks)
              for (const m of chunkGraph.getChunkModulesIterable(chunk))
                if (m.type === 'consume-shared-module')
                  keys.add(
                    /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (m)).options.shareKey,
                  );
            return [...keys];
          };
          /** @param {string[]} names @returns {Group} */
          const groupOf = (names) => {
            const chunks = names.flatMap((name) => {
              const group = compilation.namedChunkGroups.get(name);
              if (!group)
                throw new Error(`preload hints: no chunk named ${name} (see the remote's webpack.config.cjs)`);
              return group.chunks;
            });
            return { files: hintsOf(new Set(chunks)), shared: sharedOf(chunks) };
          };
          /** @param {string} pattern the page's early draw (early-draw.cjs), as a script hint */
          const earlyOf = (pattern) => {
            const asset = compilation.getAssets().find((a) => a.info.earlyDrawFor === pattern);
            if (!asset) return {};
            const digest = crypto.createHash(hashFuncName).update(asset.source.buffer()).digest('base64');
            return { early: { href: asset.name, as: 'script', integrity: `${hashFuncName}-${digest}` } };
          };
          const body = {
            expose: groupOf(exposes.map((e) => `__federation_expose_${e.replace(/^\.\//, '')}`)),
            pages: pages.map((p) => ({ pattern: p.pattern, ...groupOf(p.chunks), ...earlyOf(p.pattern) })),
            shared: Object.fromEntries(
              [...copies].map(([name, chunks]) => [name, { files: hintsOf(chunks), shared: sharedOf(chunks) }]),
            ),
          };
          compilation.emitAsset('preload.json', new sources.RawSource(JSON.stringify(body)));
        },
      );
    });
  }
}

module.exports = { PreloadHints };
