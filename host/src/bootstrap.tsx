import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, redirect, RouterProvider } from '@kickoff/shared/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@kickoff/shared/routing';
import { loadManifest, remoteForPath } from './app/remote-registry';

async function main(): Promise<void> {
  const manifest = await loadManifest();
  const patched = new Set<string>();
  const router = createBrowserRouter(
    [
      {
        id: 'root',
        path: '/',
        element: <Outlet />,
        children: [
          { index: true, loader: () => redirect('/vlive/0') },
          { path: 'news', loader: () => redirect('/news/1002') },
          { path: '*', element: <p>404-页面不存在</p> },
        ],
      },
    ],
    {
      async patchRoutesOnNavigation({ path, patch }) {
        const name = remoteForPath(manifest, path);
        if (!name || patched.has(name)) return;
        const mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
        if (!mod) return;
        patched.add(name);
        patch('root', mod.default);
      },
    },
  );
  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  createRoot(el).render(<RouterProvider router={router} />);
}

void main();
