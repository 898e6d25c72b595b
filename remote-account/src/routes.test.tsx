/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import { api } from '@kickoff/shared/api';
import { encryptPassword } from '@kickoff/shared/crypto';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';
import routes from './routes';
import { validIdCard } from './features/profile/id-card';
import { addressProblem } from './features/activity/hooks/use-address';
import { SESSION_PATHS } from '@kickoff/shared/contracts';

Object.assign(globalThis, { __APP_VERSION__: '0.1.0' });

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const USER_PAGES = [
  'about',
  'attention',
  'authorHome',
  'certification',
  'changePassWord',
  'community',
  'deregister',
  'doubt',
  'history',
  'infor',
  'login',
  'match',
  'message',
  'nickname',
  'opinion',
  'password',
  'proposal',
  'question',
  'register',
  'set',
];
const AGREEMENT_PAGES = ['lx', 'qzxy', 'sqgz', 'tcXy', 'tcXyQmh', 'tcYs', 'tcYsQmh', 'xy', 'yhxy', 'ys', 'yszc'];
const OTHER = [
  'activity',
  'activity/address',
  'activity/history',
  'activity/lottery',
  'activity/rank',
  'activity/reg',
  'activity/rule',
  'download',
  'download/Android',
  'download/wapStep',
];

describe('account routes', () => {
  const handles = new Map<string | undefined, RouteHandle | undefined>(routes.map((r) => [r.path, r.handle]));
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      useAuthStore.setState({ token: '' });
      useUserStore.getState().reset();
    });
  });

  it('declares every docs/product.md §2 user, agreement, activity and download path', () => {
    const expected = [
      'user',
      ...USER_PAGES.map((p) => `user/${p}`),
      ...AGREEMENT_PAGES.map((p) => `user/agreement/${p}`),
      ...OTHER,
    ];
    expect([...handles.keys()].sort()).toEqual(expected.sort());
    expect(handles.get('user')).toMatchObject({ name: 'user', tab: 'user', layout: 'user' });
    expect(handles.get('user/login')?.guard).toBe('notAuthenticated');
    expect(handles.get('user/register')?.guard).toBe('notAuthenticated');
    expect(handles.get('user/infor')?.guard).toBe('authenticated');
  });

  it('我的 offers 登录/注册 to a visitor, with the menu', async () => {
    mount('/user');
    expect((await screen.findByRole('link', { name: '登录/注册' })).getAttribute('href')).toBe('/user/login');
    expect(screen.getByRole('button', { name: '设置' })).toBeTruthy();
    expect(screen.getByText('当前版本 v0.1.0')).toBeTruthy();
  });

  it('我的 shows the nickname of a logged-in user', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    act(() => {
      useAuthStore.setState({ token: 't1' });
      useUserStore.getState().setInfo({
        id: 1,
        nickName: '球迷小王',
        portrait: '',
        portraitAudit: 1,
        portraitNew: '',
        diyTheme: '',
        phone: '138****0000',
      });
    });
    mount('/user');
    expect(await screen.findByText('球迷小王')).toBeTruthy();
    expect(screen.getByText('138****0000')).toBeTruthy();
  });

  it('login checks the phone before calling the server', async () => {
    const post = jest.spyOn(api, 'post');
    mount('/user/login');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入正确的手机号');
    expect(post).not.toHaveBeenCalled();
  });

  it('login posts the encrypted password, stores the token and returns to 我的', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      code: 200,
      msg: '成功',
      data: {
        accessToken: 'tok-1',
        expiresIn: 3600,
        userInfo: {
          id: 1,
          nickName: '演示用户',
          portrait: '',
          portraitAudit: 1,
          portraitNew: '',
          diyTheme: '',
          phone: '138****0000',
        },
      },
    });
    const router = mount('/user/login');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'kickoff123' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('演示用户')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/user/login',
      { phone: '13800000000', password: encryptPassword('kickoff123') },
      { form: true },
    );
    expect(useAuthStore.getState().token).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/user');
  });

  it('login shows the server message on failure', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    jest.spyOn(api, 'post').mockResolvedValue({ code: 10002 as 200, msg: '账号或密码错误', data: null });
    mount('/user/login');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
    expect(useAuthStore.getState().token).toBe('');
  });
});

describe('account pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('an agreement page shows the text the server serves', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      code: 200,
      msg: '',
      data: { key: 'ys', title: '隐私政策', updated: '2026-11-01', paragraphs: ['第一段', '<b>第二段</b>'] },
    });
    mount('/user/agreement/ys');
    expect(await screen.findByText('第一段')).toBeTruthy();
    // user-facing text is text, never HTML
    expect(screen.getByText('<b>第二段</b>')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/inform/agreement/ys', undefined);
  });

  it('register refuses a weak password and an unticked agreement before calling the server', async () => {
    const post = jest.spyOn(api, 'post');
    mount('/user/register');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('设置密码'), { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect((await screen.findByRole('alert')).textContent).toBe('密码需同时包含字母和数字');
    fireEvent.change(screen.getByLabelText('设置密码'), { target: { value: 'abc12345' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请阅读并同意用户协议和隐私政策');
    expect(post).not.toHaveBeenCalled();
  });

  it('checks ID numbers and delivery addresses the way the server does', () => {
    expect(validIdCard('11010519491231002X')).toBe(true);
    expect(validIdCard('110105194912310021')).toBe(false);
    const ok = { name: '王小明', phone: '13800000000', region: '广东 深圳 南山', detail: '科技园一路 1 号' };
    expect(addressProblem(ok)).toBeNull();
    expect(addressProblem({ ...ok, detail: 'x'.repeat(101) })).toMatch(/详细地址/);
    expect(addressProblem({ ...ok, phone: '123' })).toBe('请输入正确的手机号');
  });
});

describe('注销账号', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      useAuthStore.setState({ token: '' });
      useUserStore.getState().reset();
    });
  });

  it('设置 ends with 注销账号, whose page says what deletion means and wants a 6-digit code first', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    const post = jest.spyOn(api, 'post');
    act(() => useAuthStore.setState({ token: 't1' }));
    const router = mount('/user/set');
    const buttons = await screen.findAllByRole('button');
    expect(buttons.at(-1)?.textContent).toBe('注销账号');
    fireEvent.click(buttons.at(-1)!);
    expect(await screen.findByText('注销前请确认')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/deregister');
    expect(screen.getByText(/该手机号将被释放/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入6位验证码');
    expect(post).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('t1');
  });
});

describe('登录设备', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      useAuthStore.setState({ token: '' });
      useUserStore.getState().reset();
    });
  });

  it('设置 lists the devices signed in, marks this one 本机, and signs another out with 下线', async () => {
    const phone = {
      id: 7,
      device: 'iPhone · Safari',
      userAgent: 'ua-1',
      createdAt: 1,
      lastSeenAt: Date.now(),
      current: true,
    };
    const pc = { ...phone, id: 9, device: 'Windows · Edge', userAgent: 'ua-2', current: false };
    let devices = [phone, pc];
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (path: string) =>
        path === SESSION_PATHS.list ? { code: 200, msg: '', data: devices } : Promise.reject(new Error('offline')),
      );
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      devices = [phone];
      return { code: 200, msg: '已下线该设备', data: null };
    });
    act(() => useAuthStore.setState({ token: 't1' }));
    mount('/user/set');
    expect(await screen.findByText('Windows · Edge')).toBeTruthy();
    expect(screen.getByText('本机').parentElement?.textContent).toContain('iPhone · Safari');
    const outs = screen.getAllByRole('button', { name: '下线' });
    expect(outs).toHaveLength(1);
    fireEvent.click(outs[0]!);
    await act(async () => undefined);
    expect(post).toHaveBeenCalledWith(SESSION_PATHS.revoke, { id: 9 });
    await screen.findByText('已下线 Windows · Edge');
    await act(async () => undefined);
    expect(screen.queryByText('Windows · Edge')).toBeNull();
    expect(screen.queryByRole('button', { name: '下线' })).toBeNull();
  });
});
