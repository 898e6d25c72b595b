/** The docs/product.md §3 stored preferences, written as cookies with the docs/product.md §9 lifetimes. */
import Cookies from 'js-cookie';
import { PREFERENCE_KEYS, TOKEN_COOKIE } from '../contracts/user';
import { basketballFilterExpiry, endOfToday, footballFilterExpiry } from './expiry';

export interface FootballFilterPrefs {
  filterType: string;
  filterId: string;
}
export interface BasketballFilterPrefs {
  basketType: string;
  basketImpt: string;
  basketId: string;
}

export function saveFootballFilter(prefs: FootballFilterPrefs, now: Date = new Date()): void {
  const expires = footballFilterExpiry(now);
  Cookies.set(PREFERENCE_KEYS.filterType, prefs.filterType, { expires });
  Cookies.set(PREFERENCE_KEYS.filterId, prefs.filterId, { expires });
}

export function readFootballFilter(): Partial<FootballFilterPrefs> {
  return { filterType: Cookies.get(PREFERENCE_KEYS.filterType), filterId: Cookies.get(PREFERENCE_KEYS.filterId) };
}

export function saveBasketballFilter(prefs: BasketballFilterPrefs, now: Date = new Date()): void {
  const expires = basketballFilterExpiry(now);
  Cookies.set(PREFERENCE_KEYS.basketType, prefs.basketType, { expires });
  Cookies.set(PREFERENCE_KEYS.basketImpt, prefs.basketImpt, { expires });
  Cookies.set(PREFERENCE_KEYS.basketId, prefs.basketId, { expires });
}

export function readBasketballFilter(): Partial<BasketballFilterPrefs> {
  return {
    basketType: Cookies.get(PREFERENCE_KEYS.basketType),
    basketImpt: Cookies.get(PREFERENCE_KEYS.basketImpt),
    basketId: Cookies.get(PREFERENCE_KEYS.basketId),
  };
}

/** The download banner, once dismissed, stays hidden until the end of the day (docs/product.md §4). */
export function hideDownloadBanner(now: Date = new Date()): void {
  Cookies.set(PREFERENCE_KEYS.downHide, '1', { expires: endOfToday(now) });
}

export function isDownloadBannerHidden(): boolean {
  return Cookies.get(PREFERENCE_KEYS.downHide) === '1';
}

export function saveTokenCookie(token: string): void {
  Cookies.set(TOKEN_COOKIE, token);
}
export function readTokenCookie(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}
export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE);
}
