/**
 * Dark mode for every remote: `data-theme="dark"` on <html> swaps the colour variables of theme.css,
 * so each page that uses them follows without code of its own. The choice is kept in localStorage.
 */
const DARK_MODE_KEY = 'kk-dark-mode';

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
