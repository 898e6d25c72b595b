/** Results from one team's side: 胜 / 平 / 负, and the head-to-head tally. */
import type { MatchSummary } from '@kickoff/shared/contracts';

export type Outcome = 'W' | 'D' | 'L';
export const OUTCOME_LABELS: Record<Outcome, string> = { W: '胜', D: '平', L: '负' };

/** null for a match without a score (not played). */
export function outcomeFor(teamId: number, m: MatchSummary): Outcome | null {
  if (!m.sc) return null;
  const [h, a] = m.sc;
  const mine = m.home.id === teamId ? h : a;
  const theirs = m.home.id === teamId ? a : h;
  return mine > theirs ? 'W' : mine === theirs ? 'D' : 'L';
}

export function tally(teamId: number, matches: readonly MatchSummary[]): Record<Outcome, number> {
  const t: Record<Outcome, number> = { W: 0, D: 0, L: 0 };
  for (const m of matches) {
    const o = outcomeFor(teamId, m);
    if (o) t[o]++;
  }
  return t;
}
