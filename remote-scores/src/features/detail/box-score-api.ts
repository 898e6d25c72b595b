/** The basketball 阵容 call (each player's line), in the lazy chunk of the 阵容 tab. */
import { get, unwrap } from '@kickoff/shared/api';
import { LIVE_PATHS, type BasketballBoxScore } from '@kickoff/shared/contracts';

export function boxScore(id: number): Promise<BasketballBoxScore> {
  return unwrap(get<BasketballBoxScore>(LIVE_PATHS.basketballBoxScore(id)));
}
