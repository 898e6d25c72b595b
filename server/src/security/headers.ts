/**
 * The API origin's own security headers (helmet adds nosniff, frame and referrer headers): a CSP
 * that lets a JSON response do nothing (no scripts, no framing) except on /docs, which carries
 * Swagger UI's own policy; Permissions-Policy; HSTS only when the request came over TLS.
 */
import type { FastifyInstance } from 'fastify';

export const CSP_REPORT_PATH = '/api/csp-report';
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; " + `report-uri ${CSP_REPORT_PATH}`;
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/docs')) reply.header('Content-Security-Policy', API_CSP);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // request.protocol honours X-Forwarded-Proto from a trusted proxy (nginx terminating TLS)
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
