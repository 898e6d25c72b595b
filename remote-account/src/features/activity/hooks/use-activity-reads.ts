/** What the activity pages show: the operations config, rank, history, lottery, check-in and address. */
import {
  ACTIVITIES_PATHS,
  OPERATE_PATHS,
  type ActivityHistory,
  type CheckinStatus,
  type DeliveryAddress,
  type LotteryInfo,
  type OperateConfig,
  type RankBoard,
  type RankPeriod,
} from '@kickoff/shared/contracts';
import { useCall } from '../../../lib/use-call';

export const useOperateConfig = () =>
  useCall<OperateConfig>(['activity-config'], OPERATE_PATHS.config, { platform: 4, channelId: 4 });

export const useRank = (period: RankPeriod, token: string) =>
  useCall<RankBoard>(['activity-rank', period, token], ACTIVITIES_PATHS.rank, { period });

export const useActivityHistory = () => useCall<ActivityHistory>(['activity-history'], ACTIVITIES_PATHS.history);

/** The wheel's prizes and the draws left; keyed by `who` (the token, or 'rule' for the rules page). */
export const useLotteryInfo = (who: string) =>
  useCall<LotteryInfo>(who === 'rule' ? ['lottery-rule'] : ['lottery', who], ACTIVITIES_PATHS.lottery);

export const useCheckinStatus = () => useCall<CheckinStatus>(['activity-checkin'], ACTIVITIES_PATHS.checkin);

export const useSavedAddress = () => useCall<DeliveryAddress | null>(['activity-address'], ACTIVITIES_PATHS.address);
