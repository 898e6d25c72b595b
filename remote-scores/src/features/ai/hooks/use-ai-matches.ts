/** The matches the AI pages predict, under the score list's and the AI page's data-cache keys. */
import type { FootballListMatch } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { aiCandidates, liveFootball } from '../api';

/** today's football matches, shared with the 即时 list's cache entry */
export const useLiveFootball = () => useData<FootballListMatch[]>(['football-list', 'js'], liveFootball);

/** the hot matches first, then today's others */
export const useAiCandidates = () => useData<FootballListMatch[]>(['ai-candidates'], aiCandidates);
