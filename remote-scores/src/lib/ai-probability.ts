/** How the AI prediction words the trend model's result probabilities (server/src/live/match-trend.ts). */
import type { ResultProbability } from '@kickoff/shared/contracts';

export type Probabilities = ResultProbability;

export function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/** One line of Chinese saying what the numbers mean. */
export function explain(p: Probabilities, home: string, away: string): string {
  const gap = Math.abs(p.home - p.away);
  if (p.draw >= p.home && p.draw >= p.away) return `两队实力接近，平局概率最高（${percent(p.draw)}）。`;
  const fav = p.home > p.away ? home : away;
  const favP = Math.max(p.home, p.away);
  if (gap >= 0.3) return `${fav}明显占优，胜率约${percent(favP)}，爆冷可能较小。`;
  if (gap >= 0.1) return `${fav}略占上风，胜率约${percent(favP)}，平局仍有${percent(p.draw)}。`;
  return `势均力敌，${fav}稍被看好（${percent(favP)}），结果难料。`;
}
