/** @jest-environment jsdom */
import { readTokenCookie, removeTokenCookie, saveTokenCookie } from './preferences';

/** What the page writes to document.cookie: the attributes the browser is given. */
function written(run: () => void): string[] {
  const set = jest.spyOn(document, 'cookie', 'set');
  run();
  const lines = set.mock.calls.map(([line]) => line);
  set.mockRestore();
  return lines;
}

afterEach(() => removeTokenCookie());

test('on http the token cookie is `token`, SameSite=Lax, not Secure, on Path=/ for 30 days', () => {
  const [line] = written(() => saveTokenCookie('tok-1'));
  expect(line).toMatch(/^token=tok-1;/);
  expect(line).toContain('; path=/');
  expect(line).toContain('; sameSite=Lax');
  expect(line).not.toMatch(/secure/i);
  const expires = new Date(/expires=([^;]+)/.exec(line!)![1]!).getTime();
  expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
  expect(readTokenCookie()).toBe('tok-1');
});

test('reading the token renews its 30 days (the server renews the session on use too)', () => {
  saveTokenCookie('tok-2');
  const [line] = written(() => expect(readTokenCookie()).toBe('tok-2'));
  expect(line).toMatch(/^token=tok-2;.*expires=/);
});

test('signing out removes it', () => {
  saveTokenCookie('tok-3');
  removeTokenCookie();
  expect(readTokenCookie()).toBeUndefined();
  expect(document.cookie).not.toContain('token=');
});
