/**
 * What the built-in assistant knows, read from our own API in process (`app.inject`, no network):
 * today's football and basketball lists as the live engine (or any LiveProvider) serves them.
 */
import type { FastifyInstance } from 'fastify';
import type { BasketballListMatch, Envelope, FootballListMatch } from '@kickoff/shared/contracts';

export interface SiteData {
  football(): Promise<FootballListMatch[]>;
  basketball(): Promise<BasketballListMatch[]>;
}

async function list<T>(app: FastifyInstance, url: string): Promise<T[]> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) return [];
  const env = res.json<Envelope<T[]>>();
  return env.code === 200 && Array.isArray(env.data) ? env.data : [];
}

export function siteDataFrom(app: FastifyInstance): SiteData {
  return {
    football: () => list<FootballListMatch>(app, '/api/live/football/v1_1/live?platform=4&tab=js'),
    basketball: () => list<BasketballListMatch>(app, '/api/live/basketball/match'),
  };
}
