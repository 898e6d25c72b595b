/** A route whose page shows its title and an empty-state sentence, loaded on demand. */
import type { RemoteRoute, RouteHandle } from '@kickoff/shared/routing';

export function sectionRoute(path: string, handle: RouteHandle, empty: string): RemoteRoute {
  return {
    path,
    handle,
    lazy: async () => {
      const { SectionPage } = await import('./pages/section-page');
      return { element: <SectionPage empty={empty} /> };
    },
  };
}
