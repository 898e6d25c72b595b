// @ts-check
// The one list of federation singletons that all six builds share, so host and remotes can never
// disagree about what is a singleton. Versions come from shared's own package.json (caret ranges).
const pkg = require('../package.json');

const deps = { ...pkg.peerDependencies, ...pkg.dependencies };

/** @param {string} name */
function range(name) {
  const v = deps[name];
  if (!v) throw new Error(`@kickoff/shared has no dependency on ${name}`);
  return v;
}

/**
 * @param {{ eager?: boolean }} [opts] eager: bundle the singletons into the entry (the host's: it
 *   provides them to every remote, and a phone then fetches them in one request, not twenty)
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function sharedSingletons(opts = {}) {
  const eager = Boolean(opts.eager);
  const single = (/** @type {string} */ name, /** @type {string} */ pkgName = name) => ({
    singleton: true,
    eager,
    requiredVersion: range(pkgName),
    strictVersion: false,
  });
  return {
    react: single('react'),
    'react/': single('react/', 'react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom/', 'react-dom'),
    'react-router-dom': single('react-router-dom'),
    zustand: single('zustand'),
    // the data layer's cache (@kickoff/shared/data): one cache for host and remotes
    swr: single('swr'),
    '@kickoff/shared/': {
      singleton: true,
      eager,
      requiredVersion: `^${pkg.version}`,
      version: pkg.version,
      strictVersion: false,
      // contracts hold constants and types only, no state: each build keeps just the parts it uses
      // (tree-shaken) instead of every app loading the whole list for one code. room-chat and outbox
      // hold no module state either (a hook's state is its page's, unsent lines are in localStorage;
      // the realtime client and stores they use stay shared): bundled into the chat pages' chunks,
      // they add nothing to a remote's entry. rules are pure functions and constants too: shared, the
      // host's main.js carried all of them (it uses one, prefetchAllowed); each build now keeps its own.
      // early-draw keeps its state on the window: a remote's early draw bundles its own copy anyway
      exclude: { request: /^(contracts|room-chat|outbox|rules|early-draw)/ },
    },
  };
}

/** Names of the singletons, for validation tooling (ops) and tests. */
const SINGLETON_NAMES = ['react', 'react-dom', 'react-router-dom', 'zustand', 'swr', '@kickoff/shared'];

module.exports = { sharedSingletons, SINGLETON_NAMES };
