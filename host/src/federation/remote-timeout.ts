/**
 * Federation runtime plugin: a remote gets ≤ 8 s on a phone. Manifest fetches time out and retry
 * with backoff (fetch-with-retry); the remote entry script gets the same timeout and one more try.
 * Both carry the integrity remotes.json recorded (remote-integrity): a tampered build is refused.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { BACKOFF_MS, fetchWithRetry, REMOTE_BUDGET_MS } from './fetch-with-retry';
import { checkedManifest, entryScript } from './remote-integrity';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

export default function remoteTimeout(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-timeout',
    fetch(url, init, remoteInfo) {
      return fetchWithRetry(url, init).then((res) => checkedManifest(res, remoteInfo?.name));
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
