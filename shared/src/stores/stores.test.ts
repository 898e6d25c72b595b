/** @jest-environment jsdom */
import Cookies from 'js-cookie';

describe('stores', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    Cookies.remove('token');
    Cookies.remove('downHide');
  });

  it('live settings default to the spec values', async () => {
    const { useLiveStore } = await import('./live');
    const s = useLiveStore.getState();
    expect(s.tabIndex).toBe('js');
    expect([s.goalChecked, s.redChecked, s.hpChecked, s.jqChecked, s.pmChecked]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([s.hideCount, s.allCount, s.socketUrl]).toEqual([0, 0, '']);
  });

  it('live settings survive a reload through localStorage, list data does not', async () => {
    const first = await import('./live');
    first.useLiveStore.getState().setSettings({ pmChecked: true, tabIndex: 'sg' });
    first.useLiveStore.getState().setCounts(3, 40);
    expect(JSON.parse(localStorage.getItem(first.LIVE_STORAGE_KEY)!).state).toEqual({
      tabIndex: 'sg',
      goalChecked: true,
      redChecked: true,
      hpChecked: true,
      jqChecked: true,
      pmChecked: true,
    });
    jest.resetModules();
    const second = await import('./live');
    const s = second.useLiveStore.getState();
    expect([s.tabIndex, s.pmChecked, s.allCount]).toEqual(['sg', true, 0]);
  });

  it('live filter starts from the football filter cookies', async () => {
    const { saveFootballFilter } = await import('../cookies/preferences');
    saveFootballFilter({ filterType: '2', filterId: '36,37' });
    const { useLiveStore } = await import('./live');
    expect(useLiveStore.getState()).toMatchObject({ filterType: '2', filterId: [36, 37] });
    Cookies.remove('filterType');
    Cookies.remove('filterId');
  });

  it('authImg is kept under its spec key and cleared with auth', async () => {
    const { useAuthStore } = await import('./auth');
    useAuthStore.getState().setAuthImg('/img/a.png');
    expect(localStorage.getItem('authImg')).toBe('/img/a.png');
    jest.resetModules();
    const again = await import('./auth');
    expect(again.useAuthStore.getState().authImg).toBe('/img/a.png');
    again.useAuthStore.getState().clearAuth();
    expect(localStorage.getItem('authImg')).toBeNull();
  });

  it('auth keeps the token in the token cookie', async () => {
    const { useAuthStore, isLoggedIn } = await import('./auth');
    expect(isLoggedIn()).toBe(false);
    useAuthStore.getState().setAuth('tok-1');
    expect(Cookies.get('token')).toBe('tok-1');
    jest.resetModules();
    const again = await import('./auth');
    expect(again.useAuthStore.getState().token).toBe('tok-1');
    again.useAuthStore.getState().clearAuth();
    expect(Cookies.get('token')).toBeUndefined();
    expect(again.isLoggedIn()).toBe(false);
  });

  it('the download banner stays hidden after dismissal', async () => {
    const first = await import('./download');
    expect(first.useDownloadStore.getState().show).toBe(true);
    first.useDownloadStore.getState().dismiss();
    expect(first.useDownloadStore.getState().show).toBe(false);
    jest.resetModules();
    const second = await import('./download');
    expect(second.useDownloadStore.getState().show).toBe(false);
  });

  it('messages keep unread count and a bounded buffer', async () => {
    const { useMessagesStore, MESSAGE_BUFFER } = await import('./messages');
    const st = useMessagesStore.getState();
    st.incrementUnread();
    st.incrementUnread(2);
    expect(useMessagesStore.getState().unread).toBe(3);
    for (let i = 0; i < MESSAGE_BUFFER + 5; i++) st.addMessage({ code: 10025, data: i, ts: i });
    const msgs = useMessagesStore.getState().messages;
    expect(msgs).toHaveLength(MESSAGE_BUFFER);
    expect(msgs[0]!.data).toBe(5);
  });

  it('app info persists under appInfo and theme colour falls back to crimson', async () => {
    const { useAppStore } = await import('./app');
    useAppStore.getState().setAppInfo({ host: 'm.example.com', name: '开球' });
    expect(JSON.parse(localStorage.getItem('appInfo')!)).toEqual({ host: 'm.example.com', name: '开球' });
    useAppStore.getState().setThemeColor('#1E90FF');
    expect(useAppStore.getState().themeColor).toBe('#1E90FF');
    useAppStore.getState().setThemeColor('');
    expect(useAppStore.getState().themeColor).toBe('#DC143C');
  });

  it('liveDetail video can be set to none', async () => {
    const { useLiveDetailStore } = await import('./live-detail');
    useLiveDetailStore.getState().setVideo(true, 'https://v/1.m3u8');
    useLiveDetailStore.getState().setVideo(false);
    expect(useLiveDetailStore.getState()).toMatchObject({ videoShow: false, videoUrl: '' });
    expect(useLiveDetailStore.getState().oddsList.type).toBe(1);
  });

  it('clearing the session forgets the token, the fan, their unread count and their theme colour', async () => {
    const { clearSession, useAuthStore, useMessagesStore, useUserStore } = await import('./index');
    const { applyTheme } = await import('../theme/apply-theme');
    useAuthStore.getState().setAuth('tok-1');
    useUserStore.getState().setLoginStatus('success');
    useMessagesStore.getState().setUnread(3);
    applyTheme('#1E90FF');
    expect(Cookies.get('token')).toBe('tok-1');
    clearSession();
    expect(useAuthStore.getState().token).toBe('');
    expect(Cookies.get('token')).toBeUndefined();
    expect(useUserStore.getState().loginStatus).toBe('idle');
    expect(useMessagesStore.getState().unread).toBe(0);
    expect(document.documentElement.style.getPropertyValue('--kk-primary')).toBe('');
  });

  it('clearSession records where a fan leaving on purpose lands, and a refusal meanwhile keeps it', async () => {
    const { clearSession, useLeavingStore } = await import('./index');
    clearSession({ leaveTo: '/user' });
    expect(useLeavingStore.getState().to).toBe('/user');
    // a call the server refused while the sign-out was under way ends the session a second time
    clearSession();
    expect(useLeavingStore.getState().to).toBe('/user');
    // the host forgets the leaving once the fan has arrived; a later refusal then means 登录
    useLeavingStore.setState({ to: null });
    clearSession();
    expect(useLeavingStore.getState().to).toBeNull();
  });
});
