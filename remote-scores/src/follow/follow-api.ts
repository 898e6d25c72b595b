/**
 * Follows for a logged-in fan live on the server: `POST /api/live/follow` {matchId, sport, follow}
 * and `GET /api/live/follow/list`, both answering the fan's whole follow list.
 */
import { get, post, unwrap } from '@kickoff/shared/api';
import type { Sport } from '@kickoff/shared/contracts';

export interface FollowItem {
  matchId: number;
  sport: Sport;
}

export function fetchFollows(): Promise<FollowItem[]> {
  return unwrap(get<FollowItem[]>('/api/live/follow/list'));
}

export function sendFollow(item: FollowItem, follow: boolean): Promise<FollowItem[]> {
  return unwrap(
    post<FollowItem[]>('/api/live/follow', { matchId: item.matchId, sport: item.sport, follow: follow ? 1 : 0 }),
  );
}
