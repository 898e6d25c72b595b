/**
 * One match's probabilities from its European odds (欧指, type 2), read through the shared data cache,
 * so the odds tab of the same match reuses the rows. undefined while loading, null when there are none.
 */
import { useMemo } from 'react';
import type { OddsRow, OddsType } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { odds } from '../../api/live-api';
import { consensus, type Probabilities } from '../../lib/ai-probability';

const EUROPEAN: OddsType = 2;

export function usePrediction(id: number): Probabilities | null | undefined {
  const { data, error } = useData<OddsRow[]>(['odds', 'football', id, EUROPEAN], () => odds('football', id, EUROPEAN));
  return useMemo(() => (data ? consensus(data) : error ? null : undefined), [data, error]);
}
