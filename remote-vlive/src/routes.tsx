/** The video-live remote's routes (docs/product.md §2 "Video live"), mounted by the host under /vlive. */
import { defineRoutes, sectionRoute, type RouteHandle } from '@kickoff/shared/routing';

const roomList = async () => ({ Component: (await import('./pages/room-list/room-list-page')).default });
const listHandle = (name: string): RouteHandle => ({ name, layout: 'vlive', tab: 'zhb', title: '直播' });

export default defineRoutes([
  { path: 'vlive', handle: listHandle('vlive'), lazy: roomList },
  sectionRoute('vlive/match', { name: 'vlive/match', layout: 'vlive', tab: 'zhb', title: '赛事直播' }, '暂无赛事直播'),
  sectionRoute('vlive/noble', { name: 'vlive/noble', layout: 'default', title: '贵族特权' }, '暂无贵族特权信息'),
  sectionRoute(
    'vlive/detail/replay',
    { name: 'vlive/detail/replay', layout: 'default', title: '直播回放' },
    '暂无回放',
  ),
  sectionRoute('vlive/detail/:id?', { name: 'vlive/detail', layout: 'default', title: '直播间' }, '主播暂未开播'),
  { path: 'vlive/:type', handle: listHandle('vlive/type'), lazy: roomList },
]);
