/**
 * What the running page is composed of, read at run time: the remotes the federation runtime has
 * registered (entry URL; the version each one's own mf-manifest.json declares, and the one
 * remotes.json pinned) and the version of every shared singleton in the share scope.
 */
import type { RemotesManifest } from '@kickoff/shared/contracts';

interface ComposedRemote {
  name: string;
  url: string;
  /** what the remote's build says it is */
  built: string;
  /** what remotes.json pinned for it */
  pinned: string;
  /** the build this visitor was given: a canary share or the stable one */
  channel: 'stable' | 'canary';
}

export interface Composition {
  env: string;
  remotes: ComposedRemote[];
  shared: Array<{ name: string; versions: string[] }>;
}

interface RuntimeInstance {
  name?: string;
  options?: { remotes?: Array<{ name: string; entry?: string }> };
  shareScopeMap?: Record<string, Record<string, Record<string, unknown>>>;
}

function runtime(): RuntimeInstance[] {
  const fed = (globalThis as { __FEDERATION__?: { __INSTANCES__?: RuntimeInstance[] } }).__FEDERATION__;
  return fed?.__INSTANCES__ ?? [];
}

async function builtVersion(url: string): Promise<string> {
  try {
    const m = (await (await fetch(url)).json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
    return m.metaData?.buildInfo?.buildVersion ?? '未知';
  } catch {
    return '无法读取';
  }
}

export async function readComposition(): Promise<Composition> {
  const manifest = (await (await fetch('/remotes.json', { cache: 'no-cache' })).json()) as RemotesManifest;
  const registered = new Map<string, string>();
  for (const inst of runtime())
    for (const r of inst.options?.remotes ?? []) if (r.entry) registered.set(r.name, r.entry);
  const names = [...new Set([...Object.keys(manifest.remotes), ...registered.keys()])].sort();
  const remotes = await Promise.all(
    names.map(async (name) => {
      const url = registered.get(name) ?? manifest.remotes[name]?.url ?? '';
      return {
        name,
        url,
        built: url ? await builtVersion(url) : '未加载',
        pinned: manifest.remotes[name]?.version ?? '—',
        channel: manifest.remotes[name]?.channel ?? 'stable',
      };
    }),
  );
  const shared = new Map<string, Set<string>>();
  for (const inst of runtime())
    for (const scope of Object.values(inst.shareScopeMap ?? {}))
      for (const [pkg, versions] of Object.entries(scope)) {
        const set = shared.get(pkg) ?? new Set<string>();
        for (const v of Object.keys(versions)) set.add(v);
        shared.set(pkg, set);
      }
  return {
    env: manifest.env,
    remotes,
    shared: [...shared].map(([name, v]) => ({ name, versions: [...v] })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
