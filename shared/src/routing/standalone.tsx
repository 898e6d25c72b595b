/**
 * A remote run alone by its team (`pnpm dev` in the remote): its routes under a bare router, so a
 * page can be worked on without the host. The real shell (layouts, tab bar, guards) is the host's.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from '@kickoff/shared/navigation';
import type { RemoteRoute } from './types';

function collectPaths(routes: RemoteRoute[], prefix = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path ? `${prefix}/${r.path}` : prefix;
    return [...(r.path && !r.path.includes(':') ? [here] : []), ...collectPaths(r.children ?? [], here)];
  });
}

export function mountStandalone(name: string, routes: RemoteRoute[], el: HTMLElement): void {
  const paths = collectPaths(routes);
  const Index = () => (
    <nav aria-label={`${name} 页面`} style={{ padding: 16, lineHeight: 2 }}>
      {paths.map((p) => (
        <div key={p}>
          <Link to={p}>{p}</Link>
        </div>
      ))}
    </nav>
  );
  const router = createBrowserRouter([
    { path: '/', element: <Outlet />, children: [{ index: true, element: <Index /> }, ...routes] },
  ]);
  createRoot(el).render(<RouterProvider router={router} />);
}
