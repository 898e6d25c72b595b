/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import type { RemoteRoute } from '@kickoff/shared/routing';
import { ChunkLoadFailed, RouteErrorInLayout } from '../errors/route-error-in-layout';
import { withLayoutErrors } from './remote-routes';

function chunkError(): Error {
  const e = new Error('Loading chunk http://localhost:8081/page-hot.1a2b3c4d.js failed.');
  e.name = 'ChunkLoadError';
  return e;
}

const route = (lazy: () => Promise<unknown>, children?: RemoteRoute[]) =>
  ({
    path: 'live/hot',
    handle: { name: 'live/hot', layout: 'default', title: '热门比分' },
    lazy,
    children,
  }) as unknown as RemoteRoute;

type Lazy = () => Promise<unknown>;

describe('remote routes in the layout', () => {
  it('a page chunk that fails to load becomes the reload-once page instead of an empty outlet', async () => {
    const [wrapped] = withLayoutErrors([route(() => Promise.reject(chunkError()))]);
    await expect((wrapped!.lazy as Lazy)()).resolves.toEqual({ Component: ChunkLoadFailed });
  });

  it('the same holds for nested pages', async () => {
    const child = route(() => Promise.reject(chunkError()));
    const [wrapped] = withLayoutErrors([route(() => Promise.resolve({}), [child])]);
    await expect((wrapped!.children![0]!.lazy as Lazy)()).resolves.toEqual({ Component: ChunkLoadFailed });
  });

  it('other errors still reach the route error boundary, which every remote route gets', async () => {
    const [wrapped] = withLayoutErrors([route(() => Promise.reject(new Error('render bug')))]);
    await expect((wrapped!.lazy as Lazy)()).rejects.toThrow('render bug');
    expect(wrapped!.ErrorBoundary).toBe(RouteErrorInLayout);
  });

  it('a page that loads is passed through untouched', async () => {
    const page = { Component: () => null };
    const [wrapped] = withLayoutErrors([route(() => Promise.resolve(page))]);
    await expect((wrapped!.lazy as Lazy)()).resolves.toBe(page);
  });
});
