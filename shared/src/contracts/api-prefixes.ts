/**
 * Which request paths belong to the API when the host's origin answers for it (one origin: the
 * `npm start` proxy and nginx both route by these lists, and a test keeps nginx in step).
 */

/** First path segments that only the API serves: docs/product.md §7's bases plus the server's own endpoints. */
export const API_PREFIXES = [
  'api',
  'imapi',
  'imserver',
  'inform',
  'tj',
  'chat',
  'dev',
  'docs',
  'openapi.json',
  'healthz',
  'readyz',
] as const;

/**
 * First segments shared by page routes and API calls (`/user/login` is a page and a POST). A
 * browser navigation (Accept: text/html) gets the page; anything else (XHR, fetch) the API.
 */
export const SHARED_PREFIXES = ['user'] as const;

function firstSegment(path: string): string {
  const bare = path.split('?')[0] ?? '';
  return bare.split('/')[1] ?? '';
}

/** Whether a request (path and Accept header) goes to the API rather than to the static files. */
export function isApiRequest(path: string, accept: string | undefined): boolean {
  const first = firstSegment(path);
  if ((API_PREFIXES as readonly string[]).includes(first)) return true;
  const shared = (SHARED_PREFIXES as readonly string[]).includes(first);
  if (!shared || path.split('?')[0] === `/${first}`) return false;
  return !(accept ?? '').includes('text/html');
}
