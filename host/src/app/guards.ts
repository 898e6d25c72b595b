/** docs/product.md §4 access guards, decided from the matched route's handle and the login state. */

export const LOGIN_PATH = '/user/login';

/** A route error carrying its HTTP-like status (docs/product.md §8: route errors use their status or 500). */
export class RouteStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteStatusError';
  }
}

/**
 * Where to send the fan instead, or null to let the page render. Unknown guard names are a 500.
 * `leavingTo`: where a fan who signed out on purpose is going (a signed-in-only page then sends them
 * there, not to 登录).
 */
export function guardRedirect(
  guard: string | undefined,
  loggedIn: boolean,
  leavingTo: string | null = null,
): string | null {
  switch (guard) {
    case undefined:
      return null;
    case 'authenticated':
    case 'user-agent':
      return loggedIn ? null : (leavingTo ?? LOGIN_PATH);
    case 'notAuthenticated':
      return loggedIn ? '/' : null;
    default:
      throw new RouteStatusError(500, `unknown guard "${guard}"`);
  }
}
