/** Reads remotes.json and registers each remote with the federation runtime (no URL compiled in). */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@kickoff/shared/contracts';
import { takeEarlyStart } from '../early/early-hints';
import { expectIntegrity } from '../federation/remote-integrity';

export type { RemotesManifest } from '@kickoff/shared/contracts';

async function fetchRemotes(): Promise<string> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return res.text();
}

/** remotes.json, as early.js read it (host/src/early) or, without it, from the network. */
export async function loadManifest(): Promise<RemotesManifest> {
  const early = takeEarlyStart(window);
  const text = early ? await early.remotes.catch(fetchRemotes) : await fetchRemotes();
  const manifest = JSON.parse(text) as RemotesManifest;
  expectIntegrity(manifest);
  registerRemotes(Object.entries(manifest.remotes).map(([name, r]) => ({ name, entry: r.url })));
  return manifest;
}
