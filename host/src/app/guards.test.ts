import { guardRedirect, LOGIN_PATH, RouteStatusError } from './guards';

describe('route guards (docs/product.md §4)', () => {
  it('authenticated and user-agent send visitors to /user/login', () => {
    expect(LOGIN_PATH).toBe('/user/login');
    expect(guardRedirect('authenticated', false)).toBe('/user/login');
    expect(guardRedirect('user-agent', false)).toBe('/user/login');
    expect(guardRedirect('authenticated', true)).toBeNull();
    expect(guardRedirect('user-agent', true)).toBeNull();
  });

  it('a fan signing out on purpose goes where they were leaving for, not to 登录', () => {
    expect(guardRedirect('authenticated', false, '/user')).toBe('/user');
    expect(guardRedirect('authenticated', true, '/user')).toBeNull();
    expect(guardRedirect(undefined, false, '/user')).toBeNull();
  });

  it('notAuthenticated sends a logged-in user to /', () => {
    expect(guardRedirect('notAuthenticated', true)).toBe('/');
    expect(guardRedirect('notAuthenticated', false)).toBeNull();
  });

  it('no guard lets everyone in', () => {
    expect(guardRedirect(undefined, false)).toBeNull();
  });

  it('an unknown guard name is a 500 (docs/product.md §8)', () => {
    expect(() => guardRedirect('vip', true)).toThrow(RouteStatusError);
    try {
      guardRedirect('vip', true);
    } catch (e) {
      expect((e as RouteStatusError).status).toBe(500);
    }
  });
});
