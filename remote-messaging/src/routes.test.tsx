/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import { useAuthStore } from '@kickoff/shared/stores';
import routes from './routes';

function mount(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

const MESSAGE_PAGES = [
  'address',
  'attention',
  'chat',
  'chatDetail',
  'createGroup',
  'fans',
  'favor',
  'find',
  'groupDetail',
  'groupList',
  'note',
  'notice',
  'personal',
  'search',
  'version',
];

describe('messaging routes', () => {
  const handles = new Map<string | undefined, RouteHandle | undefined>(routes.map((r) => [r.path, r.handle]));
  afterEach(() => act(() => useAuthStore.setState({ token: '' })));

  it('declares /message, /ChatGPT and every /message page of docs/product.md §2', () => {
    expect([...handles.keys()].sort()).toEqual(
      ['ChatGPT', 'message', ...MESSAGE_PAGES.map((p) => `message/${p}`)].sort(),
    );
    expect(handles.get('message')).toMatchObject({ name: 'message', tab: 'message', guard: 'authenticated' });
    expect(handles.get('ChatGPT')).toMatchObject({ name: 'ChatGPT', tab: 'ChatGPT', guard: 'authenticated' });
    expect(handles.get('message/fans')?.guard).toBe('authenticated');
  });

  it('ChatGPT tells a visitor it needs login and links to the login page', async () => {
    mount('/ChatGPT');
    expect(await screen.findByText('ChatGPT 智能问答需要登录后使用')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录/注册' }).getAttribute('href')).toBe('/user/login');
    expect((screen.getByRole('button', { name: '发送' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the message page follows the shared auth store', async () => {
    mount('/message');
    expect(await screen.findByText('登录后才能查看消息和聊天')).toBeTruthy();
    act(() => useAuthStore.setState({ token: 'abc' }));
    expect(await screen.findByRole('navigation', { name: '消息分类' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /通知/ }).getAttribute('href')).toBe('/message/notice');
    expect(screen.queryByText('登录后才能查看消息和聊天')).toBeNull();
  });

  it('saved messages, remarks and the contact book are pages of their own, for signed-in fans', () => {
    expect(handles.get('message/favor')).toMatchObject({ title: '我的收藏', guard: 'authenticated' });
    expect(handles.get('message/note')).toMatchObject({ title: '备注', guard: 'authenticated' });
    expect(handles.get('message/address')).toMatchObject({ title: '通讯录', guard: 'authenticated' });
  });
});
