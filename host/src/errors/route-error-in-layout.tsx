/**
 * Error element of every remote route: a loader or lazy chunk that failed shows inside the layout.
 * A failed chunk load reloads the page once (docs/product.md §8); if it fails again, 重试 is the fan's call.
 */
import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from '@kickoff/shared/navigation';
import { ErrorView, Loader } from '@kickoff/shared/ui';
import { ErrorScreen } from './error-screen';
import { REMOTE_FAILED_TEXT } from './remote-boundary';
import { isChunkLoadError, reloadOnce } from './reload-guard';

/** A page whose code could not be fetched: reload once; if that did not help, offer 重试. */
export function ChunkLoadFailed() {
  // decided once per screen: the sessionStorage mark makes a second reload impossible
  const [reloading] = useState(() => reloadOnce({ storage: sessionStorage, reload: () => window.location.reload() }));
  if (reloading) return <Loader />;
  return <ErrorView message={REMOTE_FAILED_TEXT} onRetry={() => window.location.reload()} />;
}

export function RouteErrorInLayout() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailed />;
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorScreen status={404} />;
  return <ErrorView message={REMOTE_FAILED_TEXT} onRetry={() => window.location.reload()} />;
}
