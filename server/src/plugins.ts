/**
 * Route plugins added on top of the platform, in registration order: the live engine (its
 * routes under /api/live/… and the engine clock that publishes through the hub), then 关注,
 * then news (its newsroom writes from what the engine stored).
 */
import type { FastifyPluginAsync } from 'fastify';
import live from './live/routes';
import follow from './live/follow-routes';
import news from './news/routes';
import community from './community/routes';
import search from './search/routes';

export const extraPlugins: FastifyPluginAsync[] = [
  live as FastifyPluginAsync,
  follow as FastifyPluginAsync,
  news as FastifyPluginAsync,
  community as FastifyPluginAsync,
  search as FastifyPluginAsync,
];
