/** The noble tiers with the fan's own (asked again when they log in or out), and buying one with coins. */
import type { NobleStatus } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { buyNoble, getNobleStatus } from '../noble-api';

export const useNobleStatus = (loggedIn: boolean) => useData<NobleStatus>(['vlive-noble', loggedIn], getNobleStatus);

/** Buys `tier` for 30 days under `key` (a second call with the same key is the same purchase). */
export const useBuyNoble = () => buyNoble;
