/** The root route's error element: route errors keep their status, everything else is a 500 (docs/product.md §8). */
import { isRouteErrorResponse, useRouteError } from '@kickoff/shared/navigation';
import { RouteStatusError } from '../app/guards';
import { ErrorScreen } from './error-screen';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof RouteStatusError) return error.status;
  return 500;
}

export function RootError() {
  const error = useRouteError();
  return <ErrorScreen status={statusOf(error)} />;
}
