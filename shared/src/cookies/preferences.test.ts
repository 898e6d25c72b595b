/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import {
  hideDownloadBanner,
  isDownloadBannerHidden,
  readBasketballFilter,
  readFootballFilter,
  saveBasketballFilter,
  saveFootballFilter,
} from './preferences';

describe('stored preferences', () => {
  afterEach(() => {
    for (const k of ['filterType', 'filterId', 'basketType', 'basketImpt', 'basketId', 'downHide']) Cookies.remove(k);
    jest.restoreAllMocks();
  });

  it('writes football filter cookies under the spec keys with the 10:00 expiry', () => {
    const set = jest.spyOn(Cookies, 'set');
    const now = new Date(2026, 10, 22, 9, 0);
    saveFootballFilter({ filterType: '1', filterId: '36,37' }, now);
    expect(set).toHaveBeenCalledWith('filterType', '1', { expires: new Date(2026, 10, 22, 10, 0) });
    expect(set).toHaveBeenCalledWith('filterId', '36,37', { expires: new Date(2026, 10, 22, 10, 0) });
    // that expiry is already past on the real clock, so the browser drops the cookies
    expect(readFootballFilter()).toEqual({ filterType: undefined, filterId: undefined });
    saveFootballFilter({ filterType: '1', filterId: '36,37' });
    expect(readFootballFilter()).toEqual({ filterType: '1', filterId: '36,37' });
  });

  it('writes basketball filter cookies with the 15:00 expiry', () => {
    const set = jest.spyOn(Cookies, 'set');
    const now = new Date(2026, 10, 22, 16, 0);
    saveBasketballFilter({ basketType: '0', basketImpt: '1', basketId: '5' }, now);
    expect(set).toHaveBeenCalledWith('basketImpt', '1', { expires: new Date(2026, 10, 23, 15, 0) });
    saveBasketballFilter({ basketType: '0', basketImpt: '1', basketId: '5' });
    expect(readBasketballFilter()).toEqual({ basketType: '0', basketImpt: '1', basketId: '5' });
  });

  it('hides the download banner until end of day', () => {
    const set = jest.spyOn(Cookies, 'set');
    expect(isDownloadBannerHidden()).toBe(false);
    hideDownloadBanner(new Date(2026, 10, 22, 12, 0));
    expect(set).toHaveBeenCalledWith('downHide', '1', { expires: new Date(2026, 10, 22, 23, 59, 59, 999) });
    hideDownloadBanner();
    expect(isDownloadBannerHidden()).toBe(true);
  });
});
