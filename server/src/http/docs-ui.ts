/**
 * Swagger UI at /docs. Its own module so in-process jest tests can leave it out (its static-file dependency is ESM-
 * only).
 */
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
