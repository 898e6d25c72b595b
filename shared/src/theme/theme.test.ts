/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyTheme, DEFAULT_PRIMARY } from './apply-theme';
import { applyDarkMode, DARK_MODE_COOKIE, storedDarkMode } from './dark-mode';
import { installRem, remBase } from './rem';

describe('theme', () => {
  it('declares the docs/ui.md colours as variables', () => {
    const css = readFileSync(join(__dirname, 'theme.css'), 'utf8').toLowerCase();
    for (const decl of [
      '--kk-primary: #dc143c',
      '--kk-text: #222222',
      '--kk-text-2: #666666',
      '--kk-text-3: #707070',
      '--kk-page: #f5f5f5',
      '--kk-up: #e93030',
      '--kk-down: #1aad19',
      '--kk-highlight: #fff3b0',
    ]) {
      expect(css).toContain(decl);
    }
  });

  it('applies a user colour and falls back to crimson', () => {
    const root = document.documentElement;
    expect(applyTheme('#1e90ff')).toBe('#1E90FF');
    expect(root.style.getPropertyValue('--kk-primary')).toBe('#1E90FF');
    expect(applyTheme('red;background:url(x)')).toBe(DEFAULT_PRIMARY);
    expect(root.style.getPropertyValue('--kk-primary')).toBe('');
    expect(applyTheme('')).toBe('#DC143C');
  });

  it('scales rem to width / 7.5, capped at 750 px, following resizes', () => {
    expect(remBase(375)).toBe(50);
    expect(remBase(750)).toBe(100);
    expect(remBase(1280)).toBe(100);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    const off = installRem();
    expect(document.documentElement.style.fontSize).toBe('50px');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 414 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('55.2px');
    off();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 320 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('55.2px');
  });
});

describe('dark mode', () => {
  it('is kept, and told to the servers by a cookie that light mode removes', () => {
    const root = document.documentElement;
    expect(applyDarkMode(true, true, root)).toBe(true);
    expect([root.dataset.theme, document.cookie]).toEqual(['dark', `${DARK_MODE_COOKIE}=1`]);
    expect(storedDarkMode()).toBe(true);
    applyDarkMode(false, true, root);
    expect([root.dataset.theme, document.cookie, storedDarkMode()]).toEqual([undefined, '', false]);
  });

  it('a choice stored before the cookie existed gets it on the next start', () => {
    localStorage.setItem('kk-dark-mode', '1');
    applyDarkMode();
    expect(document.cookie).toBe(`${DARK_MODE_COOKIE}=1`);
    applyDarkMode(false, true);
  });
});
