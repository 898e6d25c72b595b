// @ts-check
// Drops webpack-subresource-integrity's placeholders for chunks that have no file (federation's
// shared-module consume chunks): nothing is ever loaded for them, yet the plugin leaves their
// placeholder in each runtime and fails the build over it. Runs before the plugin hashes the files.
// the plugin's own placeholder maker (not its public API: the plugin is pinned exactly in package.json)
const { makePlaceholder } = require('webpack-subresource-integrity/util');

class SriFilelessChunks {
  /** @param {string[]} hashFuncNames the SubresourceIntegrityPlugin's */
  constructor(hashFuncNames) {
    this.hashFuncNames = hashFuncNames;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SriFilelessChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after minifying and source maps (DEV_TOOLING), before the plugin's OPTIMIZE_INLINE
        { name: 'SriFilelessChunks', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE - 1 },
        () => {
          const entries = [...compilation.chunks]
            .filter((c) => c.id !== null && ![...c.files].some((f) => f.endsWith('.js')))
            .map((c) => {
              const id = String(c.id);
              const key = /^\d+$/.test(id) ? id : JSON.stringify(id);
              // `id:"placeholder"` with the comma that joins it to the next or previous entry
              const entry = `${key}:"${makePlaceholder(this.hashFuncNames, /** @type {string | number} */ (c.id))}"`;
              return [new RegExp(`${escape(entry)},|,?${escape(entry)}`, 'g'), entry];
            });
          if (entries.length === 0) return;
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              const asset = compilation.getAsset(file);
              if (!asset || !file.endsWith('.js')) continue;
              let text = asset.source.source().toString();
              for (const [pattern, entry] of entries)
                if (text.includes(/** @type {string} */ (entry)))
                  text = text.replace(/** @type {RegExp} */ (pattern), '');
              compilation.updateAsset(file, new sources.RawSource(text));
            }
          }
        },
      );
    });
  }
}

/** @param {string} s */
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

module.exports = { SriFilelessChunks };
