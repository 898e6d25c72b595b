/**
 * Error element of every remote route: a loader or lazy chunk that failed shows inside the layout.
 * A failed chunk load reloads the page once (spec §8); if it fails again, 重试 is the fan's call.
 */
import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from '@kickoff/shared/router';
import { ErrorView, Loader } from '@kickoff/shared/ui';
import { ErrorScreen } from './error-screen';
import { REMOTE_FAILED_TEXT } from './remote-boundary';
import { isChunkLoadError, reloadOnce } from './reload-guard';

export function RouteErrorInLayout() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  // decided once per error screen: the sessionStorage mark makes a second reload impossible
  const [reloading] = useState(() => chunk && reloadOnce({ storage: sessionStorage, reload: () => window.location.reload() }));
  if (reloading) return <Loader />;
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorScreen status={404} />;
  return <ErrorView message={REMOTE_FAILED_TEXT} onRetry={() => window.location.reload()} />;
}
