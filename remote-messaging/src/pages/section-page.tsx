/** A page of this remote whose content arrives with its own issue: its title bar and an empty state. */
import { useMatches } from '@kickoff/shared/router';
import type { RouteHandle } from '@kickoff/shared/routing';
import { Empty, NavBar } from '@kickoff/shared/ui';

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
