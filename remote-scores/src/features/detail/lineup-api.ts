/** The football 阵容 call, in the lazy chunk of the 阵容 tab. */
import { get, unwrap } from '@kickoff/shared/api';
import { LIVE_PATHS, type FootballLineup } from '@kickoff/shared/contracts';

export function footballLineup(id: number): Promise<FootballLineup> {
  return unwrap(get<FootballLineup>(LIVE_PATHS.footballLineup(id)));
}
