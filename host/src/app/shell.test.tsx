/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import { clearSession, useAuthStore } from '@kickoff/shared/stores';
import { RootError } from '../errors/root-error';
import type { RemotesManifest } from './remote-registry';
import { Shell } from './shell';

const manifest: RemotesManifest = { env: 'test', remotes: {} };

function page(path: string, handle: RouteHandle, text: string): RouteObject {
  return { path, handle, element: <p>{text}</p> };
}

function renderAt(url: string) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: <Shell manifest={manifest} />,
      errorElement: <RootError />,
      children: [
        page(
          'user/login',
          { name: 'user/login', layout: 'default', guard: 'notAuthenticated', title: '登录' },
          '登录页',
        ),
        page('user/set', { name: 'user/set', layout: 'default', guard: 'authenticated', title: '设置' }, '设置页'),
        page('vlive/:type', { name: 'vlive/type', layout: 'vlive', tab: 'zhb', title: '直播' }, '直播页'),
        page('user', { name: 'user', layout: 'user', tab: 'user', title: '我的' }, '我的页'),
        page('vip', { name: 'vip', layout: 'default', guard: 'vip' as never, title: 'VIP' }, 'VIP页'),
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useAuthStore.setState({ token: '' });
  document.cookie = 'downHide=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('Shell', () => {
  it('the vlive layout shows the page, the banner and the tab bar with 直播 highlighted', async () => {
    renderAt('/vlive/0');
    expect(await screen.findByText('直播页')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('data-tab')).toBe('zhb');
    expect(screen.getByRole('complementary', { name: '下载APP' })).toBeTruthy();
  });

  it('the user layout has the background image', async () => {
    renderAt('/user');
    expect(await screen.findByText('我的页')).toBeTruthy();
    expect(screen.getByTestId('user-backdrop')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: '下载APP' })).toBeNull();
  });

  it('a signed-in-only page sends a fan who signs out to 登录, or where they were leaving for on purpose', async () => {
    useAuthStore.setState({ token: 'tok' });
    const router = renderAt('/user/set');
    expect(await screen.findByText('设置页')).toBeTruthy();
    act(() => clearSession({ leaveTo: '/user' }));
    expect(await screen.findByText('我的页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
    // arrived: the next guarded page is 登录 again
    await act(() => router.navigate('/user/set'));
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('an unknown guard is a 500: 应用发生错误异常 with a link home', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAt('/vip');
      expect(await screen.findByRole('heading', { name: '应用发生错误异常' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
      expect(screen.queryByText('VIP页')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});
