/**
 * The follow calls of a signed-in fan's matches (server/src/live/follow-routes.ts), kept out of
 * LIVE_PATHS because they load with the first score row (see live-paths.ts).
 */
export const LIVE_FOLLOW_PATHS = {
  /** `GET`: the follow list */
  list: '/api/live/follow/list',
  /** `POST {matchId, sport, follow: 1 | 0}`: answers the whole follow list */
  follow: '/api/live/follow',
  /** `GET`: the followed matches as match cards, for 我的 */
  matches: '/api/live/follow/matches',
} as const;
