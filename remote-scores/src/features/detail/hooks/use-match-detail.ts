/**
 * The detail pages' loads (and the 浏览记录 of the match shown), each under its shared data-cache key;
 * a null id (or a closed tab) loads nothing.
 */
import { useEffect } from 'react';
import { recordView } from '@kickoff/shared/api';
import type { BasketballDetail, FootballMatchHeader, FootballTextLive, FootballTrend } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { basketballDetail, footballHeader, footballTextLive, footballTrend } from '../api';

export const useFootballHeader = (id: number | null) =>
  useData<FootballMatchHeader>(id ? ['football-header', id] : null, () => footballHeader(id!));

export const useFootballTextLive = (id: number | null) =>
  useData<FootballTextLive>(id ? ['football-text-live', id] : null, () => footballTextLive(id!));

/** 攻势 and 胜率, loaded while `shown` (the 直播 tab) */
export const useFootballTrend = (id: number | null, shown: boolean) =>
  useData<FootballTrend>(id && shown ? ['football-trend', id] : null, () => footballTrend(id!));

export const useBasketballDetail = (id: number | null) =>
  useData<BasketballDetail>(id ? ['basketball-detail', id] : null, () => basketballDetail(id!));

/** writes the match into the fan's 浏览记录 once per match shown */
export function useRecordView(id: number | null): void {
  useEffect(() => {
    if (id) recordView('match', id);
  }, [id]);
}
