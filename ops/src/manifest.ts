/** The host's runtime manifest, `remotes.json`: which build of each remote the host mounts. */
export interface RemoteEntry {
  /** URL of the remote build's mf-manifest.json */
  url: string;
  version: string;
  /** path prefixes the remote's routes mount under, e.g. ['/live'] */
  prefixes: string[];
}

export interface RemotesManifest {
  env: string;
  remotes: Record<string, RemoteEntry>;
}
