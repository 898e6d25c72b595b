/** The operator console's routes (issue 29), mounted by the host under /admin for signed-in staff only. */
import { redirect } from '@kickoff/shared/navigation';
import { defineRoutes, type RouteHandle } from '@kickoff/shared/routing';

const handle = (name: string, title: string): RouteHandle => ({
  name,
  layout: 'default',
  guard: 'authenticated',
  title,
});

export default defineRoutes([
  {
    path: 'admin',
    handle: handle('admin', '管理后台'),
    lazy: async () => ({ Component: (await import('./console-frame')).default }),
    children: [
      { index: true, loader: () => redirect('/admin/rooms') },
      {
        path: 'rooms',
        handle: handle('admin/rooms', '主播与直播间'),
        lazy: async () => ({ Component: (await import('./pages/rooms/rooms-page')).default }),
      },
      {
        path: 'operate',
        handle: handle('admin/operate', '运营'),
        lazy: async () => ({ Component: (await import('./pages/operate/operate-page')).default }),
      },
      {
        path: 'moderation',
        handle: handle('admin/moderation', '审核'),
        lazy: async () => ({ Component: (await import('./pages/moderation/moderation-page')).default }),
      },
      {
        path: 'news',
        handle: handle('admin/news', '资讯'),
        lazy: async () => ({ Component: (await import('./pages/news/news-page')).default }),
      },
      {
        path: 'experts',
        handle: handle('admin/experts', '专家'),
        lazy: async () => ({ Component: (await import('./pages/experts/experts-page')).default }),
      },
      {
        path: 'wallet',
        handle: handle('admin/wallet', '钱包'),
        lazy: async () => ({ Component: (await import('./pages/wallet/wallet-page')).default }),
      },
      {
        path: 'releases',
        handle: handle('admin/releases', '发布'),
        lazy: async () => ({ Component: (await import('./pages/releases/releases-page')).default }),
      },
      {
        path: 'audit',
        handle: handle('admin/audit', '审计日志'),
        lazy: async () => ({ Component: (await import('./pages/audit/audit-page')).default }),
      },
    ],
  },
]);
