/**
 * Follows for a logged-in fan live on the server: `POST LIVE_FOLLOW_PATHS.follow` {matchId, sport, follow}
 * and `GET LIVE_FOLLOW_PATHS.list`, both answering the fan's whole follow list.
 */
import { get, post, unwrap } from '@kickoff/shared/api';
import { LIVE_FOLLOW_PATHS, type Sport } from '@kickoff/shared/contracts';

export interface FollowItem {
  matchId: number;
  sport: Sport;
}

export function fetchFollows(): Promise<FollowItem[]> {
  return unwrap(get<FollowItem[]>(LIVE_FOLLOW_PATHS.list));
}

export function sendFollow(item: FollowItem, follow: boolean): Promise<FollowItem[]> {
  return unwrap(post(LIVE_FOLLOW_PATHS.follow, { matchId: item.matchId, sport: item.sport, follow: follow ? 1 : 0 }));
}
