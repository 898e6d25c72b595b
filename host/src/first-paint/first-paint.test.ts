/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { PREFERENCE_KEYS, TOKEN_COOKIE, TOKEN_COOKIE_HTTPS } from '@kickoff/shared/contracts';
import { DARK_MODE_COOKIE } from '@kickoff/shared/theme';
import { FIRST_PAINTS } from './first-paint';
import { firstPaintInPage } from './first-paint-in-page';
import list from './first-paints.json';
import { renderFirstPaint } from './render';

const pageFor = (path: string) => {
  const p = FIRST_PAINTS.find((f) => new RegExp(f.pattern).test(path));
  return p ? [p.file, p.layout, p.tab] : null;
};

describe('first paint', () => {
  it("is drawn for each tab's landing page, in its layout with its tab lit", () => {
    expect(pageFor('/')).toEqual(['first-paint/vlive.html', 'vlive', 'zhb']);
    expect(pageFor('/vlive/0')).toEqual(['first-paint/vlive.html', 'vlive', 'zhb']);
    expect(pageFor('/live/hot')).toEqual(['first-paint/live.html', 'bannerTabs', 'bf']);
    expect(pageFor('/live/zq/')).toEqual(['first-paint/live.html', 'bannerTabs', 'bf']);
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
