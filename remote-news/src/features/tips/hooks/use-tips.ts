/** The tips' data: a tab's feed, the matches to tip, the expert ranks, a tip, and the fan's expert state. */
import { useData } from '@kickoff/shared/data';
import { usePagedData } from '@kickoff/shared/paged-data';
import { applyExpert, buyTip, expertRanks, expertTips, myExpert, tipDetail, tipFeed, tipMatches } from '../tips-api';

/** One tab's tips (code: the tab), more as the fan scrolls. */
export const useTipFeed = (code: number) =>
  usePagedData(['tip-feed', code], async (page) => {
    const got = await tipFeed(code, page);
    return { list: got.recList, next: got.next };
  });

export const useTipMatches = () => usePagedData(['tip-matches'], tipMatches);

export const useExpertRanks = (attention: boolean, days: string, sort: 'hit' | 'roi' | 'streak') => {
  const q = { page: 1, days: Number(days) as 7 | 30, sort, ...(attention ? { attention: 1 as const } : {}) };
  return useData(['tip-ranks', attention, days, sort], () => expertRanks(q));
};

/** The signed-in fan as an expert (none asked without a token), and applying to be one. */
export const useMyExpert = (token: string) => useData(token ? ['tip-me', token] : null, myExpert);
export const useApplyExpert = () => applyExpert;

/** A tip (none asked for id 0), its expert's head (their first tip page, for the expert's card), buying it. */
export const useTip = (id: number) => useData(id ? ['tip-detail', id] : null, () => tipDetail(id));
export const useExpertHead = (eid: number) =>
  useData(eid ? ['tip-detail-expert', eid] : null, () => expertTips(eid, 1, 1));
export const useBuyTip = () => buyTip;
