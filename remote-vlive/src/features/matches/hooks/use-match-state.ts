/** One match's state from the live engine, refreshed every `refreshMs`. */
import type { Sport } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { loadMatch } from '../match-api';

export const useMatchState = (sport: Sport, matchId: number, refreshMs: number) =>
  useData(['vlive-match', sport, matchId], () => loadMatch(sport, matchId), { refreshMs });
