/** Whatever no route matched: a remote's fallback when its remote failed, else the 404 screen. */
import { useLocation } from '@kickoff/shared/navigation';
import { remoteForPath } from '../app/remote-for-path';
import type { RemotesManifest } from '../app/remote-registry';
import { useRemoteStatus } from '../app/remote-status';
import { ErrorScreen } from './error-screen';
import { RemoteUnavailable } from './remote-unavailable';

export function useFailedRemote(manifest: RemotesManifest): string | null {
  const { pathname } = useLocation();
  const failed = useRemoteStatus((s) => s.failed);
  const name = remoteForPath(manifest, pathname);
  return name && failed[name] !== undefined ? name : null;
}

export function CatchAll({ manifest }: { manifest: RemotesManifest }) {
  const failed = useFailedRemote(manifest);
  if (failed) return <RemoteUnavailable name={failed} />;
  return <ErrorScreen status={404} />;
}
