/**
 * Dark mode for every remote: `data-theme="dark"` on <html> swaps the colour variables of theme.css,
 * so each page that uses them follows without code of its own. The choice is kept in localStorage,
 * and told to the servers by a cookie: they then answer a page load with the page the scripts draw,
 * not the light first paint (host/src/first-paint).
 */
import Cookies from 'js-cookie';

const DARK_MODE_KEY = 'kk-dark-mode';
export const DARK_MODE_COOKIE = 'kk-dark';

export function storedDarkMode(): boolean {
  try {
    return localStorage.getItem(DARK_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Applies (and with `save`, remembers) the mode; without an argument, the stored one. */
export function applyDarkMode(
  on: boolean = storedDarkMode(),
  save = false,
  root: HTMLElement = document.documentElement,
) {
  if (on) root.dataset.theme = 'dark';
  else delete root.dataset.theme;
  if (on) Cookies.set(DARK_MODE_COOKIE, '1', { expires: 365, sameSite: 'Lax' });
  else Cookies.remove(DARK_MODE_COOKIE);
  if (save) {
    try {
      if (on) localStorage.setItem(DARK_MODE_KEY, '1');
      else localStorage.removeItem(DARK_MODE_KEY);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  return on;
}
