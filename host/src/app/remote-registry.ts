/** Reads remotes.json and registers each remote with the federation runtime (no URL compiled in). */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@kickoff/shared/contracts';
import { fetchRemotesText, takeEarlyStart } from '../early/early-hints';
import { expectIntegrity } from '../federation/remote-integrity';

export type { RemotesManifest } from '@kickoff/shared/contracts';

/** remotes.json, as early.js read it (host/src/early) or, without it, from the network. */
export async function loadManifest(): Promise<RemotesManifest> {
  const early = takeEarlyStart(window);
  const text = early ? await early.remotes.catch(fetchRemotesText) : await fetchRemotesText();
  const manifest = JSON.parse(text) as RemotesManifest;
  expectIntegrity(manifest);
  registerRemotes(Object.entries(manifest.remotes).map(([name, r]) => ({ name, entry: r.url })));
  return manifest;
}
