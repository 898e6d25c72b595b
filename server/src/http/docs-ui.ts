/**
 * Swagger UI at /docs. Its own module so in-process jest tests can leave it out (its static-file dependency is ESM-
 * only). Its page keeps the plugin's own policy (its scripts by hash, no inline script), framed by
 * nobody and reporting to /api/csp-report like every other origin's.
 */
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from '../security/headers';

function docsCsp(pluginCsp: string): string {
  const own = pluginCsp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'").replace(/;?\s*$/, '');
  return `${own}; report-uri ${CSP_REPORT_PATH}`;
}

export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: docsCsp });
}
