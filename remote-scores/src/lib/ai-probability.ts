/** Win/draw/loss probabilities from European odds: implied 1/odds, normalised to remove the margin. */
import type { OddsRow } from '@kickoff/shared/contracts';

export interface Probabilities {
  home: number;
  draw: number;
  away: number;
}

/** null when any price is missing or not above 1 (no real price). */
export function impliedProbabilities(home: number, draw: number, away: number): Probabilities | null {
  if (![home, draw, away].every((o) => Number.isFinite(o) && o > 1)) return null;
  const h = 1 / home;
  const d = 1 / draw;
  const a = 1 / away;
  const sum = h + d + a;
  return { home: h / sum, draw: d / sum, away: a / sum };
}

/** The average of every company's normalised live prices, so no single bookmaker dominates. */
export function consensus(rows: readonly OddsRow[]): Probabilities | null {
  const each = rows
    .map((r) => impliedProbabilities(r.left, r.middle, r.right))
    .filter((p): p is Probabilities => p !== null);
  if (each.length === 0) return null;
  const n = each.length;
  return {
    home: each.reduce((s, p) => s + p.home, 0) / n,
    draw: each.reduce((s, p) => s + p.draw, 0) / n,
    away: each.reduce((s, p) => s + p.away, 0) / n,
  };
}

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
