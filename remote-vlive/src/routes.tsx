/** The video-live remote's routes (docs/product.md §2 "Video live"), mounted by the host under /vlive. */
import { defineRoutes, type RouteHandle } from '@kickoff/shared/routing';

const roomList = async () => ({
  Component: (await import(/* webpackChunkName: "page-room-list" */ './pages/room-list/room-list-page')).default,
});
const listHandle = (name: string): RouteHandle => ({ name, layout: 'vlive', tab: 'zhb', title: '直播' });

/** An unknown room is the layout's 404 page (its loader asks the server first). */
const roomPage = async () => {
  const [page, api] = await Promise.all([import('./pages/room/room-page'), import('./features/rooms/rooms-api')]);
  return {
    Component: page.default,
    loader: async ({ params }: { params: { id?: string } }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0 || !(await api.getRoom(id))) {
        throw new Response('', { status: 404, statusText: 'Not Found' });
      }
      return null;
    },
  };
};

export default defineRoutes([
  { path: 'vlive', handle: listHandle('vlive'), lazy: roomList },
  {
    path: 'vlive/match',
    handle: { name: 'vlive/match', layout: 'vlive', tab: 'zhb', title: '赛事直播' },
    lazy: async () => ({ Component: (await import('./pages/match/match-page')).default }),
  },
  {
    path: 'vlive/noble',
    handle: { name: 'vlive/noble', layout: 'default', title: '贵族特权' },
    lazy: async () => ({ Component: (await import('./pages/noble/noble-page')).default }),
  },
  {
    path: 'vlive/detail/replay',
    handle: { name: 'vlive/detail/replay', layout: 'default', title: '直播回放' },
    lazy: async () => ({ Component: (await import('./pages/replay/replay-page')).default }),
  },
  { path: 'vlive/detail/:id?', handle: { name: 'vlive/detail', layout: 'default', title: '直播间' }, lazy: roomPage },
  { path: 'vlive/:type', handle: listHandle('vlive/type'), lazy: roomList },
]);
