/**
 * Build time only (host/build/first-paint.cjs compiles this for Node): each first paint's shell as
 * HTML, drawn by the same components the browser draws, as a fan who has not signed in or closed the
 * banner sees it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { FIRST_PAINTS, PRELOAD_EVERY_PAGE } from './first-paint';
import { AppLayout } from '../layouts/app-layout';

export const files = FIRST_PAINTS.map((p) => p.file);

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The links that start main.js's first requests and the page's first API call from its HTML
 * (first-paint.ts `preload`, PRELOAD_EVERY_PAGE), for the head. `crossorigin` (anonymous): the
 * request's credentials mode is then "same-origin", as is the client's (axios without
 * withCredentials, fetch's default), or Chromium would not hand the preloaded answer over.
 */
export function preloadLinks(file: string): string {
  const paint = FIRST_PAINTS.find((p) => p.file === file);
  if (!paint) throw new Error(`no first paint ${file}`);
  const link = (href: string, call = false) =>
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(href)}"${call ? ' data-call' : ''}>`;
  // the page's calls are marked: early.js takes their answers (contracts/early-answers)
  return [
    ...PRELOAD_EVERY_PAGE.map((href) => link(href)),
    ...(paint.preload ?? []).map((href) => link(href, true)),
  ].join('');
}

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
