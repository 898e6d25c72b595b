/**
 * Build time only (host/build/first-paint.cjs compiles this for Node): each first paint's shell as
 * HTML, drawn by the same components the browser draws, as a fan who has not signed in or closed the
 * banner sees it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { FIRST_PAINTS } from './first-paint';
import { AppLayout } from '../layouts/app-layout';

export const files = FIRST_PAINTS.map((p) => p.file);

export function renderFirstPaint(file: string): string {
  const paint = FIRST_PAINTS.find((p) => p.file === file);
  if (!paint) throw new Error(`no first paint ${file}`);
  const shell = (
    <AppLayout layout={paint.layout} tab={paint.tab} firstPaint>
      {null}
    </AppLayout>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
