/**
 * Federation runtime plugin: when a remote's module cannot be loaded, `loadRemote` resolves to a
 * marked empty module instead of throwing, so the host can mount a Chinese fallback with 重试 in
 * the layout rather than losing the whole page. Manifest errors are left alone on purpose: the
 * runtime then forgets the failed manifest, and 重试 fetches it afresh.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_UNAVAILABLE = '__kickoffRemoteUnavailable';

export interface UnavailableModule {
  default: [];
  [REMOTE_UNAVAILABLE]: { id: string; reason: string };
}

export function isUnavailable(mod: unknown): mod is UnavailableModule {
  return typeof mod === 'object' && mod !== null && REMOTE_UNAVAILABLE in mod;
}

export default function remoteFallback(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      const mod: UnavailableModule = { default: [], [REMOTE_UNAVAILABLE]: { id, reason } };
      return mod;
    },
  };
}
