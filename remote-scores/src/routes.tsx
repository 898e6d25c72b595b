import { defineRoutes } from '@kickoff/shared/routing';

export default defineRoutes([
  {
    path: 'live/hot',
    handle: { name: 'live/hot', layout: 'bannerTabs', tab: 'bf', title: '比分' },
    lazy: async () => ({ Component: (await import('./pages/hot/hot-page')).default }),
  },
]);
