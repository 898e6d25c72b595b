/** The host's runtime manifest `remotes.json`: which remote serves which path prefixes. */
export interface RemoteEntry {
  /** the remote's mf-manifest.json URL */
  url: string;
  version: string;
  /** path prefixes this remote owns, e.g. ['/live', '/database'] */
  prefixes: string[];
}

export interface RemotesManifest {
  env: string;
  remotes: Record<string, RemoteEntry>;
}
