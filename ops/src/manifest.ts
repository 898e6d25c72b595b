/** The host's runtime manifest, `remotes.json`: which build of each remote the host mounts (the contract lives in @kickoff/shared). */
export type { RemoteEntry, RemotesManifest } from '@kickoff/shared/contracts';
