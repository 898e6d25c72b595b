/**
 * One match's probabilities from the trend model (docs/match-models.md) — the same 胜率 the match
 * detail draws: the pre-match 欧指 before kick-off, then the score, minute and red cards. Read through
 * the shared data cache under the detail page's key. undefined while loading, null when unavailable.
 */
import type { FootballTrend } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { footballTrend } from '../api';
import type { Probabilities } from '../../../lib/ai-probability';

export function usePrediction(id: number): Probabilities | null | undefined {
  const { data, error } = useData<FootballTrend>(['football-trend', id], () => footballTrend(id));
  return data ? data.current : error ? null : undefined;
}
