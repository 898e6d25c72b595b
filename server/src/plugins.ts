/**
 * Route plugins added on top of the platform, in registration order: the live engine (its
 * routes under /api/live/… and the engine clock that publishes through the hub), then 关注, then the
 * video-live rooms (which follow the engine's fixtures), then news, community and search (the
 * newsroom writes from what the engine stored), then the 资料库 (SQL over the engine's tables), then
 * tips (settled from the engine's store), then Web Push (sends on the engine's fan alerts).
 */
import type { FastifyPluginAsync } from 'fastify';
import live from './live/routes';
import follow from './live/follow-routes';
import vlive from './vlive/plugin';
import news from './news/routes';
import community from './community/routes';
import search from './search/routes';
import database from './database/routes';
import tips from './tips/routes';
import webPush from './push/routes';

export const extraPlugins: FastifyPluginAsync[] = [
  live as FastifyPluginAsync,
  follow as FastifyPluginAsync,
  vlive as FastifyPluginAsync,
  news as FastifyPluginAsync,
  community as FastifyPluginAsync,
  search as FastifyPluginAsync,
  database as FastifyPluginAsync,
  tips as FastifyPluginAsync,
  webPush as FastifyPluginAsync,
];
