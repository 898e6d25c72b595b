/**
 * The security headers every origin of the suite sends (host, remotes; the API sets its own with
 * helmet, nginx the same ones in deploy/nginx/security-headers.conf). The host's Content-Security-
 * Policy names exactly the origins of the active remotes manifest (stable and canary builds) and the
 * API/socket origin, so it follows `pnpm remotes set|canary` without a restart.
 */
import type http from 'node:http';
import type { RemotesManifest } from './manifest';

/** Where browsers POST violation reports (an API path: the host's origin proxies it). */
export const CSP_REPORT_PATH = '/api/csp-report';

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/** Served over TLS, directly or behind a proxy that says so. */
export function isTls(req: http.IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto'];
  return (req.socket as { encrypted?: boolean }).encrypted === true || proto === 'https';
}

/** The headers that do not depend on the page: no sniffing, no framing, little referrer, no devices. */
export function baseHeaders(tls: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS,
    'X-Frame-Options': 'DENY',
    ...(tls ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Every origin a manifest loads code from: each remote's build, and its canary's. */
export function manifestOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const r of Object.values(manifest.remotes)) {
    origins.add(new URL(r.url).origin);
    if (r.canary) origins.add(new URL(r.canary.url).origin);
  }
  return [...origins].sort();
}

/** `http://api.example` → the origin and its socket twin `ws://api.example`. */
function withSocket(origin: string): string[] {
  const u = new URL(origin);
  return [u.origin, `${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`];
}

export interface HostPolicyInput {
  /** the manifest as this page sees it (forPageHost applied) */
  manifest: RemotesManifest;
  /** the Host header: the page's own socket origin (ws:// or wss://) */
  pageHost?: string;
  tls: boolean;
  /** API_PUBLIC_URL when the API is on another origin */
  apiBase?: string;
}

/** Whether the API is on another origin (an absolute API_PUBLIC_URL) rather than proxied by the page's. */
function apiElsewhere(apiBase: string | undefined): apiBase is string {
  return apiBase !== undefined && /^https?:\/\//.test(apiBase);
}

/** Where a page of this suite reports violations: the API's report path, on the API's origin. */
export function reportUriFor(apiBase?: string): string {
  return apiElsewhere(apiBase) ? new URL(CSP_REPORT_PATH, apiBase).href : CSP_REPORT_PATH;
}

/**
 * The host page's policy. Scripts: only the page's origin and the manifest's; no inline script, no
 * eval. Styles may be inline (React style attributes, the federation runtime's CSS links come from
 * the listed origins). Media and workers may be blob: (hls.js), images data:/blob:.
 */
export function hostCsp(input: HostPolicyInput): string {
  const remotes = manifestOrigins(input.manifest);
  const api = apiElsewhere(input.apiBase) ? withSocket(input.apiBase) : [];
  const reportUri = reportUriFor(input.apiBase);
  const ownSocket = input.pageHost ? [`${input.tls ? 'wss:' : 'ws:'}//${input.pageHost}`] : [];
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remotes, ...api.slice(0, 1))}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...ownSocket, ...remotes, ...api)}`,
    `media-src ${list("'self'", 'blob:', ...api.slice(0, 1))}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `report-uri ${reportUri}`,
  ].join('; ');
}

/**
 * A remote's own origin: its chunks are loaded by the host page (the host's policy governs them);
 * its standalone page talks to its own origin only.
 */
export function remoteCsp(reportTo?: string): string {
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    ...(reportTo ? [`report-uri ${reportTo}`] : []),
  ].join('; ');
}

/**
 * The service worker's own policy (`/sw.js`). A worker keeps the policy it was installed with, and
 * its `fetch()` of a request the page made is checked against that policy, not the page's: with the
 * page's list of remote origins, a remote moved to a new origin by `pnpm remotes set` would be
 * refused by the installed worker until it updates. The page's own policy has already allowed every
 * request before the worker sees it, so the worker may pass on any http(s) fetch; it runs no other
 * script and loads nothing of its own.
 */
export function serviceWorkerCsp(reportTo: string): string {
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `connect-src 'self' http: https:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
    `report-uri ${reportTo}`,
  ].join('; ');
}

/** Whether a request is for the service worker script. */
export function isServiceWorker(req: { url?: string }): boolean {
  return (req.url ?? '').split('?')[0] === '/sw.js';
}
