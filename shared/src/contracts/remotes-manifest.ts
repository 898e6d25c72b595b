/** The host's runtime manifest `remotes.json`: which remote serves which path prefixes. */
export interface RemoteBuild {
  /** the remote's mf-manifest.json URL */
  url: string;
  version: string;
  /** Subresource Integrity of the build's remoteEntry.js (`sha384-…`), recorded by `pnpm remotes set` */
  integrity?: string;
  /** Subresource Integrity of its mf-manifest.json */
  manifestIntegrity?: string;
  /** its landing pages' early draws, pinned as its entry is (see EarlyDrawPin) */
  early?: EarlyDrawPin[];
}

/**
 * A landing page's early draw: a small script of the remote's that draws the page's first items
 * before main.js has run (host/src/early/), recorded from the build's preload.json with the sha384
 * of the script's bytes, so early.js runs only the script the release named.
 */
export interface EarlyDrawPin {
  /** the paths it draws (a RegExp's source, as preload.json's pages') */
  pattern: string;
  /** relative to the remote's mf-manifest.json */
  script: string;
  /** `sha384-…` of the script */
  integrity: string;
  /** the stylesheets it draws with (the page's own), relative to mf-manifest.json */
  styles: string[];
}

/** A second build served to a share of visitors (sticky per visitor cookie) until promoted or aborted. */
interface RemoteCanary extends RemoteBuild {
  /** share of visitors, 0 < percent < 100 */
  percent: number;
}

export interface RemoteEntry extends RemoteBuild {
  /** path prefixes this remote owns, e.g. ['/live', '/database'] */
  prefixes: string[];
  /** only in the stored manifest; a served remotes.json has resolved it into url/version/channel */
  canary?: RemoteCanary;
  /** in a served remotes.json, where a canary runs: which build this visitor got */
  channel?: 'stable' | 'canary';
}

export interface RemotesManifest {
  env: string;
  remotes: Record<string, RemoteEntry>;
}

/** The visitor's canary bucket (0–9999), set by the host's server on the first remotes.json. */
export const CANARY_COOKIE = 'kickoff_bucket';
/** Response header of remotes.json: `scores=1.2.0;canary, news=1.0.0;stable` */
export const REMOTE_VERSIONS_HEADER = 'X-Kickoff-Remote-Versions';
