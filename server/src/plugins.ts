/**
 * Route plugins added on top of the platform, in registration order: the live engine (its
 * routes under /api/live/… and the engine clock that publishes through the hub), then 关注, then the
 * video-live rooms (which follow the engine's fixtures).
 */
import type { FastifyPluginAsync } from 'fastify';
import live from './live/routes';
import follow from './live/follow-routes';
import vlive from './vlive/plugin';

export const extraPlugins: FastifyPluginAsync[] = [
  live as FastifyPluginAsync,
  follow as FastifyPluginAsync,
  vlive as FastifyPluginAsync,
];
