/** @kickoff/shared/routing — the route contract the host and the remotes' `./routes` modules share. */
import type { RemoteRoute } from './types';

export type * from './types';
export { page, own, visitor } from './handles';
export { mountStandalone } from './standalone';
/** Identity helper that type-checks a remote's route table. */
export function defineRoutes(routes: RemoteRoute[]): RemoteRoute[] {
  return routes;
}
