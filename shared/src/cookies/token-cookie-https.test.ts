/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://kickoff.example/user"}
 */
import { readTokenCookie, removeTokenCookie, saveTokenCookie } from './preferences';

test('on https the token cookie is `__Host-token`, Secure, SameSite=Lax, Path=/ and no Domain', () => {
  const set = jest.spyOn(document, 'cookie', 'set');
  saveTokenCookie('tok-s');
  const line = set.mock.calls[0]![0];
  set.mockRestore();
  expect(line).toMatch(/^__Host-token=tok-s;/);
  expect(line).toContain('; secure');
  expect(line).toContain('; sameSite=Lax');
  expect(line).toContain('; path=/');
  expect(line).not.toMatch(/domain=/i);
  // the page's cookie jar took it (a __Host- cookie without Secure or Path=/ is dropped)
  expect(document.cookie).toBe('__Host-token=tok-s');
  expect(readTokenCookie()).toBe('tok-s');
  removeTokenCookie();
  expect(readTokenCookie()).toBeUndefined();
});
