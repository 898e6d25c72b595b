/** The room's givers by coins for a period (today or this week). */
import type { RankPeriod, RankRow } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { getRank } from '../gift-api';

export const useRank = (roomId: number, period: RankPeriod) =>
  useData<RankRow[]>(['vlive-rank', roomId, period], () => getRank(roomId, period));
