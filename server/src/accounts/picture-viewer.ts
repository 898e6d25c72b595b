/**
 * Who is asking for a picture: an `<img>` sends no accessToken header, but the browser sends the
 * token cookie the client keeps (docs/product.md §3 "Auth"), so private pictures (a portrait under
 * review, a chat image) are served by it. The header wins when both are present.
 */
import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@kickoff/shared/contracts';
import { optionalUserId, tokenOf } from '../auth/guard';
import { userIdByToken } from '../auth/sessions';

/** The token cookie's value (also under the `__Host-` name a page served over https may use). */
function tokenCookieOf(header: string | undefined): string {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    if (eq > 0 && (name === TOKEN_COOKIE || name === `__Host-${TOKEN_COOKIE}`)) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

export async function pictureViewerId(request: FastifyRequest): Promise<number | null> {
  if (tokenOf(request)) return optionalUserId(request);
  const token = tokenCookieOf(request.headers.cookie);
  return token ? userIdByToken(request.server.db, token) : null;
}
