import { PREFERENCE_KEYS, TOKEN_COOKIE, TOKEN_COOKIE_HTTPS } from '@kickoff/shared/contracts';
import { DARK_MODE_COOKIE } from '@kickoff/shared/theme';
import { firstPaintOf } from './first-paint';
import list from './first-paints.json';

describe('first paint', () => {
  it("is drawn for each tab's landing page, in its layout with its tab lit", () => {
    const of = (path: string) => {
      const p = firstPaintOf(path);
      return p && [p.file, p.layout, p.tab];
    };
    expect(of('/')).toEqual(['first-paint/vlive.html', 'vlive', 'zhb']);
    expect(of('/vlive/0')).toEqual(['first-paint/vlive.html', 'vlive', 'zhb']);
    expect(of('/live/hot')).toEqual(['first-paint/live.html', 'bannerTabs', 'bf']);
    expect(of('/live/zq/')).toEqual(['first-paint/live.html', 'bannerTabs', 'bf']);
    expect(of('/news/1002')).toEqual(['first-paint/news.html', 'bannerTabs', 'zx']);
    expect(of('/user')).toEqual(['first-paint/user.html', 'user', 'user']);
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
      expect([path, firstPaintOf(path)]).toEqual([path, null]);
    }
  });

  it('leaves out a fan known by every cookie that changes the shell: signed in, banner closed, dark mode', () => {
    expect([...list.knownFanCookies].sort()).toEqual(
      [TOKEN_COOKIE, TOKEN_COOKIE_HTTPS, PREFERENCE_KEYS.downHide, DARK_MODE_COOKIE].sort(),
    );
  });
});
