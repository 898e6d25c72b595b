/**
 * Request budgets on the media path (HLS playlists and segments) that count viewers, not addresses.
 * A player names its playback with a viewer id (HLS_VIEWER_PARAM) and each viewer at an address has
 * its own budget, so fans behind one carrier NAT never spend each other's and one runaway player is
 * stopped alone; requests without a viewer id count per address, as every other route does. Above
 * both, one ceiling per address over all its media requests, whatever viewers they claim, stops a
 * flood from one machine.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { HLS_VIEWER_PARAM, HLS_VIEWER_PATTERN } from '@kickoff/shared/contracts/vlive';
import { AppError } from '../errors';

/** Requests per minute, each budget counted on each media route (playlists, segments) apart. */
export interface MediaBudgets {
  /** one viewer: a player asks for about one playlist and one segment a second, 1.5 at most */
  perViewer: number;
  /** one address, for requests that name no viewer (scripts, a player without the id) */
  perAddress: number;
  /** one address, all its media requests together, viewers or not */
  addressCeiling: number;
}

export const MEDIA_BUDGETS: MediaBudgets = {
  // ten a second: several times a player's pace, room for a catch-up after a stall
  perViewer: 600,
  perAddress: 3_000,
  // about 400 viewers watching behind one address; more than that from one machine is a flood
  addressCeiling: 60_000,
};

const MEDIA_WINDOW_MS = 60_000;
const VIEWER = new RegExp(HLS_VIEWER_PATTERN);

/** The viewer id a request names, when it is a well-formed one. */
function viewerOf(req: FastifyRequest): string | null {
  const value = (req.query as Record<string, unknown> | undefined)?.[HLS_VIEWER_PARAM];
  return typeof value === 'string' && VIEWER.test(value) ? value : null;
}

/** `viewer:{address}/{id}` for a viewer (an id heard from another address is another budget), else `ip:{address}`. */
function mediaKey(req: FastifyRequest): string {
  const viewer = viewerOf(req);
  return viewer ? `viewer:${req.ip}/${viewer}` : `ip:${req.ip}`;
}

/**
 * The options that put a media route under these budgets — its own per-viewer/per-address limit
 * and the address ceiling — for each route that `limits()` is called for; every route of one
 * `mediaLimits` shares the one ceiling counter.
 */
export function mediaLimits(app: FastifyInstance, budgets: MediaBudgets = MEDIA_BUDGETS) {
  const count = app.createRateLimit({
    max: budgets.addressCeiling,
    timeWindow: MEDIA_WINDOW_MS,
    keyGenerator: (req) => `media-address:${req.ip}`,
  });
  const ceiling = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const state = await count(req);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, state.ttlInSeconds)));
    throw new AppError(ErrorCodes.RATE_LIMITED, '操作太频繁，请稍后再试', 429);
  };
  return () => ({
    config: {
      rateLimit: {
        timeWindow: MEDIA_WINDOW_MS,
        keyGenerator: mediaKey,
        max: (_req: FastifyRequest, key: string) =>
          key.startsWith('viewer:') ? budgets.perViewer : budgets.perAddress,
      },
    },
    onRequest: ceiling,
  });
}
