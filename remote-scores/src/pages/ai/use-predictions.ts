/** Probabilities for a set of matches from their European odds, fetched a few at a time. */
import { useEffect, useState } from 'react';
import { odds } from '../../api/live-api';
import { consensus, type Probabilities } from '../../lib/ai-probability';

const PARALLEL = 4;

export function usePredictions(ids: readonly number[]): Map<number, Probabilities | null> {
  const [map, setMap] = useState(() => new Map<number, Probabilities | null>());
  const key = ids.join(',');
  useEffect(() => {
    let alive = true;
    const queue = key ? key.split(',').map(Number) : [];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined && alive; id = queue.shift()) {
        const matchId = id;
        const p = await odds('football', matchId, 2).then(consensus, () => null);
        if (alive) setMap((m) => new Map(m).set(matchId, p));
      }
    };
    for (let i = 0; i < PARALLEL; i++) void worker();
    return () => {
      alive = false;
    };
  }, [key]);
  return map;
}
