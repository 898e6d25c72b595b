/** Today's matches with video (the engine's TV list), refreshed every `refreshMs`. */
import { useData } from '@kickoff/shared/data';
import { getTvMatches } from '../match-api';

export const useTvMatches = (refreshMs: number) => useData(['tv-match-list'], getTvMatches, { refreshMs });
