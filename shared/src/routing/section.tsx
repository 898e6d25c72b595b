/**
 * A page whose content arrives with its area's own issue: the route's title bar and an
 * empty-state sentence — a real page of the spec's route table, never a "TODO".
 */
import { useMatches } from '@kickoff/shared/navigation';
import { Empty, NavBar } from '@kickoff/shared/ui';
import type { RemoteRoute, RouteHandle } from './types';

export function SectionPage({ empty }: { empty: string }) {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <main>
      <NavBar title={handle?.title ?? ''} />
      <Empty text={empty} />
    </main>
  );
}

/** The route of such a page: `path`, its handle, and the sentence shown while it has no content. */
export function sectionRoute(path: string, handle: RouteHandle, empty: string): RemoteRoute {
  return { path, handle, element: <SectionPage empty={empty} /> };
}
