/**
 * Federation runtime plugin: a remote gets ≤ 8 s on a phone. Manifest fetches time out and retry
 * with backoff (fetch-with-retry); the remote entry script gets the same timeout and one more try.
 * Both carry the integrity remotes.json recorded (remote-integrity): a tampered build is refused.
 * A pinned remote's chunks are not preloaded beside its entry by plain script tags: the entry loads
 * them, each with its recorded integrity.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { BACKOFF_MS, fetchWithRetry, REMOTE_BUDGET_MS } from './fetch-with-retry';
import { checkedManifest, entryScript, isPinned } from './remote-integrity';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

export default function remoteTimeout(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-timeout',
    fetch(url, init, remoteInfo) {
      return fetchWithRetry(url, init).then((res) => checkedManifest(res, remoteInfo?.name));
    },
    // the manifest's preload would fetch an expose's chunks without integrity (the runtime's own
    // script tags): for a pinned remote, leave them to its entry's loader, which checks each one
    beforePreloadRemote({ preloadOps }) {
      for (let i = preloadOps.length - 1; i >= 0; i--)
        if (isPinned(preloadOps[i]!.nameOrAlias)) preloadOps.splice(i, 1);
    },
    createScript({ url, remoteInfo }) {
      return { script: entryScript(url, remoteInfo?.name), timeout: REMOTE_BUDGET_MS };
    },
    // one more try of a remote entry script that failed to load, after a short pause
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS[0]));
        // the runtime still lists the failed load as in flight: without this the retry awaits itself
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      };
      // the runtime's typing nests the promise; it awaits the answer, which flattens it
      return retry() as unknown as LoadEntryErrorResult;
    },
  };
}
