/** The news remote's routes (docs/product.md §2 News, Community, Database, Proposal). */
import type { Sport } from '@kickoff/shared/contracts';
import { defineRoutes, page, type RouteHandle } from '@kickoff/shared/routing';
import { askHeadlinesEarly, columnOfPath } from './features/feed/early-headlines';

const zx = (name: string, title: string): RouteHandle => ({ name, layout: 'bannerTabs', tab: 'zx', title });

/** /community (社区) and /community/list (帖子列表): one page, titled as the route says */
const communityList = (title: string) => async () => {
  const CommunityListPage = (await import('./pages/community/community-list-page')).default;
  return { Component: () => <CommunityListPage title={title} /> };
};

/** the 资料库's league, team and player pages, each for football (zq) or basketball (lq) */
const dbPage = (kind: 'league' | 'team' | 'player', sport: Sport) => async () => {
  const Page = (
    await (kind === 'league'
      ? import('./pages/database/league-page')
      : kind === 'team'
        ? import('./pages/database/team-page')
        : import('./pages/database/player-page'))
  ).default;
  return { Component: () => <Page sport={sport} /> };
};

export default defineRoutes([
  {
    path: 'news/:type',
    handle: zx('news/type', '头条'),
    // the column's first page is asked while the page's code downloads (the router runs a route's
    // own loader beside its lazy); the feed takes the answer
    loader: ({ params }) => {
      askHeadlinesEarly(columnOfPath(params.type));
      return null;
    },
    // asked again only for another column: the same page opened again keeps what its feed shows
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.type !== nextParams.type,
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-headlines" */ './pages/headlines/headlines-page')).default,
    }),
  },
  {
    path: 'news/:type?/:id',
    handle: page('news/detail', '资讯详情'),
    lazy: async () => ({ Component: (await import('./pages/article/article-page')).default }),
  },
  { path: 'community', handle: zx('community', '社区'), lazy: communityList('社区') },
  { path: 'community/list', handle: zx('community/list', '帖子列表'), lazy: communityList('帖子列表') },
  {
    path: 'community/detail',
    handle: page('community/detail', '帖子详情'),
    lazy: async () => ({ Component: (await import('./pages/community/post-page')).default }),
  },
  {
    path: 'community/qdetail',
    handle: page('community/qdetail', '问答详情'),
    lazy: async () => {
      const PostPage = (await import('./pages/community/post-page')).default;
      return { Component: () => <PostPage question /> };
    },
  },
  {
    path: 'database',
    handle: zx('database', '资料库'),
    lazy: async () => ({ Component: (await import('./pages/database/database-page')).default }),
  },
  { path: 'database/detail', handle: page('database/detail', '赛事资料'), lazy: dbPage('league', 'football') },
  {
    path: 'database/detail/lq',
    handle: page('database/detail/lq', '篮球赛事资料'),
    lazy: dbPage('league', 'basketball'),
  },
  { path: 'database/player/lq', handle: page('database/player/lq', '篮球球员'), lazy: dbPage('player', 'basketball') },
  { path: 'database/player/zq', handle: page('database/player/zq', '足球球员'), lazy: dbPage('player', 'football') },
  { path: 'database/team/lq', handle: page('database/team/lq', '篮球球队'), lazy: dbPage('team', 'basketball') },
  { path: 'database/team/zq', handle: page('database/team/zq', '足球球队'), lazy: dbPage('team', 'football') },
  {
    path: 'proposal',
    handle: zx('proposal', '专家推荐'),
    lazy: async () => ({ Component: (await import('./pages/proposal/proposal-page')).default }),
  },
  {
    path: 'proposal/detail',
    handle: page('proposal/detail', '推荐详情'),
    lazy: async () => ({ Component: (await import('./pages/proposal/tip-detail-page')).default }),
  },
  {
    path: 'proposal/matchList',
    handle: page('proposal/matchList', '推荐赛事'),
    lazy: async () => ({ Component: (await import('./pages/proposal/match-list-page')).default }),
  },
  {
    path: 'proposal/rank',
    handle: page('proposal/rank', '专家榜'),
    lazy: async () => ({ Component: (await import('./pages/proposal/rank-page')).default }),
  },
  {
    path: 'proposal/rank/attention',
    handle: { ...page('proposal/rank/attention', '我关注的专家'), guard: 'authenticated' },
    lazy: async () => {
      const RankPage = (await import('./pages/proposal/rank-page')).default;
      return { Component: () => <RankPage attention /> };
    },
  },
]);
