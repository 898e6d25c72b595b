/** Everything under /live/**; each page is its own lazy chunk (ECharts only inside the detail pages). */
import { defineRoutes } from '@kickoff/shared/routing';

export default defineRoutes([
  {
    path: 'live/hot',
    handle: { name: 'live/hot', layout: 'bannerTabs', tab: 'bf', title: '热门比分' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-hot" */ './pages/hot/hot-page')).default,
    }),
  },
  {
    path: 'live/zq/detail/:id?',
    handle: { name: 'live/zq/detail', layout: 'default', title: '比赛详情' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-zq-detail" */ './pages/detail/football-detail-page')).default,
    }),
  },
  {
    path: 'live/lq/detail/:id?',
    handle: { name: 'live/lq/detail', layout: 'default', title: '比赛详情' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-lq-detail" */ './pages/basket/basketball-detail-page'))
        .default,
    }),
  },
  {
    path: 'live/zq/chat',
    handle: { name: 'live/zq/chat', layout: 'bannerTabs', tab: 'bf', title: '足球聊球' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-sport-chat" */ './pages/chat/sport-chat-page')).FootballChat,
    }),
  },
  {
    path: 'live/lq/chat',
    handle: { name: 'live/lq/chat', layout: 'bannerTabs', tab: 'bf', title: '篮球聊球' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-sport-chat" */ './pages/chat/sport-chat-page'))
        .BasketballChat,
    }),
  },
  {
    path: 'live/zq/:type?',
    handle: { name: 'live/zq/type', layout: 'bannerTabs', tab: 'bf', title: '足球比分' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-zq-list" */ './pages/list/football-list-page')).default,
    }),
  },
  {
    path: 'live/lq/:type?',
    handle: { name: 'live/lq/type', layout: 'bannerTabs', tab: 'bf', title: '篮球比分' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-lq-list" */ './pages/list/basketball-list-page')).default,
    }),
  },
  {
    path: 'live/ai',
    handle: { name: 'live/ai', layout: 'bannerTabs', tab: 'bf', title: 'AI预测' },
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "page-ai" */ './pages/ai/ai-page')).default }),
  },
  {
    path: 'live/ai/list',
    handle: { name: 'live/ai/list', layout: 'default', title: 'AI预测列表' },
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-ai-list" */ './pages/ai/ai-list-page')).default,
    }),
  },
]);
