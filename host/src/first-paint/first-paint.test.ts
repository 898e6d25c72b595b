/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { api } from '@kickoff/shared/api';
import { HOT_LIST_PATH, PREFERENCE_KEYS, TOKEN_COOKIE, TOKEN_COOKIE_HTTPS } from '@kickoff/shared/contracts';
import { VLIVE_PATHS } from '@kickoff/shared/contracts/vlive';
import { DARK_MODE_COOKIE } from '@kickoff/shared/theme';
import { FIRST_PAINTS } from './first-paint';
import { firstPaintInPage } from './first-paint-in-page';
import list from './first-paints.json';
import { preloadLinks, renderFirstPaint } from './render';

const pageFor = (path: string) => {
  const p = FIRST_PAINTS.find((f) => new RegExp(f.pattern).test(path));
  return p ? [p.file, p.layout, p.tab] : null;
};

describe('first paint', () => {
  it("is drawn for each tab's landing page, in its layout with its tab lit", () => {
    expect(pageFor('/')).toEqual(['first-paint/vlive.html', 'vlive', 'zhb']);
    expect(pageFor('/vlive/0')).toEqual(['first-paint/vlive.html', 'vlive', 'zhb']);
    expect(pageFor('/vlive/3')).toEqual(['first-paint/vlive-type.html', 'vlive', 'zhb']);
    expect(pageFor('/live/hot')).toEqual(['first-paint/live-hot.html', 'bannerTabs', 'bf']);
    expect(pageFor('/live/zq/')).toEqual(['first-paint/live.html', 'bannerTabs', 'bf']);
    expect(pageFor('/live/ai')).toEqual(['first-paint/live.html', 'bannerTabs', 'bf']);
    expect(pageFor('/news/1002')).toEqual(['first-paint/news.html', 'bannerTabs', 'zx']);
    expect(pageFor('/user')).toEqual(['first-paint/user.html', 'user', 'user']);
  });

  it('is not drawn for pages of another layout or with no tab', () => {
    for (const path of [
      '/live/zq/detail/7',
      '/vlive/detail/3',
      '/news/1002/55',
      '/user/login',
      '/message',
      '/live/hotx',
    ]) {
      expect([path, pageFor(path)]).toEqual([path, null]);
    }
  });

  it("starts the page's first API call from its head, at the URL the client asks for", () => {
    // the client's own URL (relative bases, as app-config.json names them), query as axios writes it
    const asked = (path: string, params?: Record<string, number>) => api.http.getUri({ url: api.urlFor(path), params });
    const preloads = (file: string) => FIRST_PAINTS.find((p) => p.file === file)?.preload ?? [];
    expect(preloads('first-paint/live-hot.html')).toEqual([asked(HOT_LIST_PATH)]);
    expect(preloads('first-paint/vlive.html')).toEqual([asked(VLIVE_PATHS.rooms, { category: 0 })]);
    const link = (href: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
    // main.js's own first two requests (remote-registry.ts, app-config.ts) on every first paint
    const boot = link('/app-config.json') + link('/remotes.json');
    // the page's own call is marked for early.js, which takes its answer (contracts/early-answers)
    expect(preloadLinks('first-paint/live-hot.html')).toBe(
      boot + link('/api/live/hot/list').replace('>', ' data-call>'),
    );
    // a page whose first call depends on the path (a news column, a room category) has no call's
    for (const file of ['first-paint/live.html', 'first-paint/news.html', 'first-paint/vlive-type.html']) {
      expect([file, preloadLinks(file)]).toEqual([file, boot]);
    }
    // a preload is an API path with at most a numeric query: nothing of one fan in a static file
    for (const { preload = [] } of FIRST_PAINTS) {
      for (const href of preload) expect(href).toMatch(/^\/api\/[^?]*(\?[a-z]+=[0-9]+)?$/);
    }
  });

  it('is read back from the page by the browser as the layout and tab the build drew', () => {
    const root = document.createElement('div');
    for (const { file, layout, tab } of FIRST_PAINTS) {
      root.innerHTML = renderFirstPaint(file);
      expect([file, firstPaintInPage(root)]).toEqual([file, { layout, tab }]);
    }
    root.innerHTML = '';
    expect(firstPaintInPage(root)).toBeNull();
  });

  it('leaves out a fan known by every cookie that changes the shell: signed in, banner closed, dark mode', () => {
    expect([...list.knownFanCookies].sort()).toEqual(
      [TOKEN_COOKIE, TOKEN_COOKIE_HTTPS, PREFERENCE_KEYS.downHide, DARK_MODE_COOKIE].sort(),
    );
  });
});
