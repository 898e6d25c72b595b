/** The docs/product.md §3 stored preferences, written as cookies with the docs/product.md §9 lifetimes. */
import Cookies from 'js-cookie';
import { PREFERENCE_KEYS, TOKEN_COOKIE, TOKEN_COOKIE_HTTPS } from '../contracts/user';
import { SESSION_TTL_S } from '../contracts/sessions';
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

/**
 * The token cookie: SameSite=Lax; on https `__Host-token`, Secure on Path=/ (the browser refuses it
 * otherwise). It lasts as the server's session does, 30 days from the last visit: each read renews it.
 */
const tokenCookie = () => {
  const https = location.protocol === 'https:';
  // Path=/ is js-cookie's default
  const attributes = { sameSite: 'Lax' as const, secure: https, expires: SESSION_TTL_S / 86400 };
  return [https ? TOKEN_COOKIE_HTTPS : TOKEN_COOKIE, attributes] as const;
};
export function saveTokenCookie(token: string): void {
  const [name, attributes] = tokenCookie();
  Cookies.set(name, token, attributes);
}
export function readTokenCookie(): string | undefined {
  const [name, attributes] = tokenCookie();
  const token = Cookies.get(name);
  if (token) Cookies.set(name, token, attributes);
  return token;
}
export function removeTokenCookie(): void {
  Cookies.remove(...tokenCookie());
}
